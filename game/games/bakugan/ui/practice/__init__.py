"""Practice rolling: scene.py (the screen), session.py (its state without pygame), view.py and
layout.py (drawing), no_release_draw.py, fields.py and dialogs.py (saved core fields), record.py
(the player's figures, shown at the table too), profile.py (the rolling profile fitted in the
background)."""
