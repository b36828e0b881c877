"""Ninety-Nine Paranoia: a count-to-99 card game (spec: /work/shared/specs/ninety-nine-paranoia.md).

Cheap on purpose: the registry imports `info` only; the engine lives in `game`, the
platform adapter in `plugin`, the bots in `bots`. No pygame anywhere in this package.
"""
