"""The Fusion World table's motion and sound: what just happened, shown and heard. Each frame a
small snapshot of the state is compared with the last: a card played flies from the hand to the
battle area, a combo card to the combo area with a banner, an attack and a block flash their
cards, a KO flashes and the card goes to the drop area, a life card taken flies face down to the
hand, an awakened Leader is announced; each cues its moment's sound (game/ui/sound.py). The game
has already done all of it: nothing here holds a decision up (game/ui/card_motion.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.games.fusion_world.ui import card_look
from game.ui import sound, theme
from game.ui.card_motion import CardMotion

if TYPE_CHECKING:
    from game.games.fusion_world.ui.draw import Places
    from game.games.fusion_world.ui.table import FusionTableScene


@dataclass(frozen=True)
class Snapshot:
    zones: dict[tuple[str, int], tuple[int, ...]]
    awakened: tuple[bool, ...]
    battle: tuple[int, int, bool] | None  # attacker, target, blocked
    over: bool


def snapshot(scene: FusionTableScene) -> Snapshot:
    s = scene.game.state
    zones = {
        (z, seat): tuple(s.zone(z, seat))
        for z in ("hand", "battle", "combo", "energy", "drop", "life")
        for seat in (0, 1)
    }
    b = s.battle
    return Snapshot(zones, tuple(s.awakened), None if b is None else (b.attacker, b.target, b.blocked), scene.game.over)


@dataclass
class TableFx:
    motion: CardMotion = field(default_factory=CardMotion)
    last: Snapshot | None = None
    rects: dict[int, pygame.Rect] = field(default_factory=dict)  # last frame's places of face-up cards
    piles: dict[tuple[str, int], pygame.Rect] = field(default_factory=dict)
    landing: dict[int, float] = field(default_factory=dict)  # a card in flight -> when it lands

    def flying(self) -> set[int]:
        return {iid for iid, at in self.landing.items() if at > self.motion.clock}

    def forget(self) -> None:
        """Everything changed at once (a take-back): show nothing of it."""
        self.motion.skip()
        self.landing.clear()
        self.last = None

    def update(self, dt: float, scene: FusionTableScene, now: Places) -> None:
        self.motion.speed = max(0.0, scene.app.settings.anim_speed)
        self.motion.update(dt)
        snap = snapshot(scene)
        if self.last is not None and snap != self.last:
            self._changes(scene, self.last, snap, now)
        self.last = snap
        self.rects, self.piles = dict(now.cards), dict(now.piles)
        self.landing = {iid: at for iid, at in self.landing.items() if at > self.motion.clock}

    def _fly(
        self, scene: FusionTableScene, iid: int, start: pygame.Rect | None, end: pygame.Rect | None, kind: str
    ) -> None:
        if start is None or end is None:
            return
        from game.games.fusion_world.ui.draw import art_of

        self.motion.fly(art_of(scene, iid), start, end, kind=kind)
        if self.motion.flights:
            self.landing[iid] = self.motion.flights[-1].begin + self.motion.flights[-1].length

    def _changes(self, scene: FusionTableScene, was: Snapshot, snap: Snapshot, now: Places) -> None:
        game = scene.game
        for seat in (0, 1):
            hand_pile = self.piles.get(("hand", seat))
            before_hand = set(was.zones[("hand", seat)])
            for zone, moment in (("battle", "card_played"), ("combo", "combo"), ("energy", "energy")):
                for iid in set(snap.zones[(zone, seat)]) - set(was.zones[(zone, seat)]):
                    sound.moment(moment)
                    start = self.rects.get(iid) or (hand_pile if iid in before_hand else None)
                    self._fly(scene, iid, start, now.cards.get(iid), zone)
                    if zone == "combo":
                        power = game.card(iid).combo_power
                        self.motion.banner(f"Combo +{power}", card_look.COLOUR.get(game.card(iid).colour, theme.ACCENT))
            gone = set(was.zones[("battle", seat)]) - set(snap.zones[("battle", seat)])
            for iid in gone & set(snap.zones[("drop", seat)]):
                sound.moment("ko")
                where = self.rects.get(iid)
                if where is not None:
                    self.motion.pulse(where, theme.BAD, "KO", kind="ko")
                self._fly(scene, iid, where, now.piles.get(("drop", seat)), "ko")
            taken = len(was.zones[("life", seat)]) - len(snap.zones[("life", seat)])
            if taken > 0:
                sound.moment("life_taken")
                start = self.piles.get(("life", seat))
                hand = snap.zones[("hand", seat)]
                end = now.piles.get(("hand", seat)) or (now.cards.get(hand[-1]) if hand else None)
                if start is not None and end is not None:
                    for k in range(taken):
                        self.motion.fly(card_look.back_art(), start, end, delay=0.15 * k, kind="life")
            if snap.awakened[seat] and not was.awakened[seat]:
                sound.moment("awaken")
                leader = game.state.leaders[seat]
                self.motion.banner(f"{game.label(leader)} awakens!", card_look.GOLD, kind="awaken")
                if leader in now.cards:
                    self.motion.pulse(now.cards[leader], card_look.GOLD, kind="awaken_flash")
        self._battle(scene, was, snap, now)
        if snap.over and not was.over:
            sound.moment("win")

    def _battle(self, scene: FusionTableScene, was: Snapshot, snap: Snapshot, now: Places) -> None:
        if snap.battle is None:
            return
        attacker, target, blocked = snap.battle
        if was.battle is None or was.battle[0] != attacker:
            sound.moment("attack")
            for iid, colour, word in ((attacker, theme.BAD, "ATTACK"), (target, theme.INFO, "")):
                if iid in now.cards:
                    self.motion.pulse(now.cards[iid], colour, word, kind="attack")
        elif blocked and not was.battle[2]:
            sound.moment("block")
            if target in now.cards:
                self.motion.pulse(now.cards[target], theme.INFO, "BLOCK", kind="block")
