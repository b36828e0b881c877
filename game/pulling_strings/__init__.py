"""Pulling Strings (issue 24): webs of puppet groups, dice and money. Pure Python rules;
the spec is ../shared/specs/power-structure.md, our decisions docs/rules-pulling-strings.md."""
