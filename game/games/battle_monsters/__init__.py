"""Battle Monsters (shared/rules/battle-monsters-rules.txt) on the engine core. README.md here gives
the section numbers, the card words and the scenario keys; RULINGS.md the readings where the guide
is silent or contradicts itself."""
