"""Intrigue (spec ../shared/specs/intrigue.md): rumours, pacts and secret ballots."""
