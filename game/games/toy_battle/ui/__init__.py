"""Toy Battle's screen: table.py (its board on the table shell)."""
