"""Intrigue's table and its screens (issue 23)."""
