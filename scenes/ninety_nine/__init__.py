"""Ninety-Nine Paranoia on the table: table, choices, results, rules text, tutorial."""
