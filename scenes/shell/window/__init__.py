"""The window and its frame loop: opening, scaling, presenting, fades, idle frames."""
