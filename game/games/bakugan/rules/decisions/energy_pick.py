"""`energy_pick`: the effect's controller destroys one Energy card of a player (`count`: the
owner), a charged (mode 0) or an uncharged (mode 1) one; Energy cards are alike otherwise
(`destroy_energy_chosen`, rule 4.5.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.bakugan.rules.actions import Action, ChooseCard
from game.games.bakugan.rules.decisions.kind import Kind

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class EnergyPickKind(Kind):
    name = "energy_pick"
    choice = "a charged (0) or an uncharged (1) Energy card that player has"

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        owner = game.state.players[frame.count]
        zones = (owner.charged, owner.uncharged)
        return [ChooseCard(seat=frame.seat, card=-1, mode=mode) for mode, zone in enumerate(zones) if zone]

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        assert isinstance(action, ChooseCard)
        game.drop_frame(frame)
        entry = game.resolving_entry()
        owner = game.state.players[frame.count]
        energy = "charged" if action.mode == 0 else "uncharged"
        zone = owner.charged if action.mode == 0 else owner.uncharged
        game.move_card(
            zone[-1], (energy, owner.seat), ("discard", owner.seat), cause="destroy", rule="4.5.1", by=frame.seat
        )
        kind = "a charged" if action.mode == 0 else "an uncharged"
        game.log(f"{game.name(frame.seat)} destroys {kind} Energy card of {owner.name}'s", "4.5.1")
        if entry is not None:
            entry.tally += 1
            entry.did = True


KIND: Kind = EnergyPickKind()
