"""Bakugan Battle Planet simulator."""
