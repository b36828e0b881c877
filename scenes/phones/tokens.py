"""Seat tokens a person can type: the join address is shown on the TV for phones that
cannot scan a code, so a token avoids letters that look alike. 26 characters from a
32-letter alphabet without i, l, o and u (Crockford's base 32): 130 random bits.

Reading is forgiving as Crockford's is: case does not matter, I and L read as 1, O as 0,
and dashes or spaces a person adds are ignored."""

from __future__ import annotations

import secrets

ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz"
LENGTH = 26  # 26 x 5 bits = 130 bits, at least the 128 the issue asks for
_READ_AS = str.maketrans({"i": "1", "l": "1", "o": "0", "-": None, " ": None})


def new_token() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def as_typed(token: str) -> str:
    """The token as it was meant: lower case, look-alikes read as digits, no dashes."""
    return token.lower().translate(_READ_AS)
