"""Kiosk mode: the unattended stand, its attract loop, its one-tap start and its operator."""
