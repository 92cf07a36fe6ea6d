"""Toy Battle's decision kinds, one module each."""
