"""Bakugan Battle Planet simulator."""

from game import compiled_core

compiled_core.guard()  # before any module of an optional compiled build can load (tools/compile_core.py)
