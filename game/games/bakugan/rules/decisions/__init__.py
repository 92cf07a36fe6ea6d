"""Bakugan's decision kinds, one module each (kind.py: what each knows); the registry that
names them is game/games/bakugan/rules/decision_kinds.py."""
