"""A match from first move to results: the table's loop, the session, hand-over curtains,
pause, coaches, rules, results."""
