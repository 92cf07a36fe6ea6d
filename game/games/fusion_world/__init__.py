"""Dragon Ball Super Card Game Fusion World rules (shared/rules/fusion-world-rules-es.txt) on the
engine core. Read README.md here for the section numbers, the card words and the scenario keys."""
