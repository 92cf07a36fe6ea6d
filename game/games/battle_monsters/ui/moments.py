"""Battle Monsters' moments shown and heard, once the engine has done them: a card summoned flies
from the hand to its zone, a stance change turns it, a reveal flips it over, an attack rings the
attacker and its target and the loser flies to the graveyard, a trap sprung and a direct hit get a
banner, the coin flip its own; each with its sound (game/ui/sound.py's moments). Motions come from
the shell (game/ui/card_motion.py); this module only compares the table before and after an action
and says what moved. Every face a motion shows is what the seat at the screen may see: a card
that is hidden from it flies as its back."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.games.battle_monsters.actions import Attack, CoinFlip
from game.games.battle_monsters.ui import face
from game.games.battle_monsters.ui.draw import card_art
from game.games.battle_monsters.ui.places import card_rects, field_sides, pile_rects, sideways
from game.ui import sound, theme
from game.ui.card_motion import CardMotion, Flight

if TYPE_CHECKING:
    from game.games.battle_monsters.ui.table import MonstersTableScene

ZONES = ("hand", "field", "graveyard", "supply")
ATTACK = (255, 110, 90)
STANCE = (120, 200, 255)
KO = (232, 92, 84)
TRAP = (214, 96, 190)


@dataclass(frozen=True)
class Before:
    """The table as the seat at the screen saw it before an action."""

    where: dict[int, str]
    stance: dict[int, str]
    lives: tuple[int, ...]
    log: int
    rects: dict[int, pygame.Rect]


def snapshot(scene: MonstersTableScene) -> Before:
    s = scene.game.state
    where = {iid: zone for zone in ZONES for seat in (0, 1) for iid in s.zone(zone, seat)}
    rects = {iid: rect.copy() for iid, rect in card_rects(scene).items()}
    return Before(where, dict(s.stance), tuple(s.lives), len(scene.game.core.log), rects)


class Moments:
    """The table's motions and which card each flight carries (the card is not drawn in its
    place until it lands)."""

    def __init__(self) -> None:
        self.motion = CardMotion()
        self.carried: list[tuple[int, Flight]] = []

    def hides(self) -> set[int]:
        flying = {id(f) for f in self.motion.flights}
        self.carried = [(iid, f) for iid, f in self.carried if id(f) in flying]
        return {iid for iid, f in self.carried if f.begin <= self.motion.clock}

    def skip(self) -> None:
        self.motion.skip()
        self.carried.clear()

    def _fly(self, iid: int, art: Any, start: pygame.Rect, end: pygame.Rect, kind: str, **kw: Any) -> None:
        count = len(self.motion.flights)
        self.motion.fly(art, start, end, kind=kind, **kw)
        if len(self.motion.flights) > count:
            self.carried.append((iid, self.motion.flights[-1]))

    def show(self, scene: MonstersTableScene, before: Before, action: Any) -> None:
        """Start the motions and cue the sounds of what `action` did."""
        self.motion.speed = max(0.0, scene.app.settings.anim_speed)
        game = scene.game
        s = game.state
        now = card_rects(scene)
        heard: list[str] = []
        if isinstance(action, CoinFlip):
            self.motion.banner(f"The coin is flipped: {game.name(action.first)} goes first", theme.ACCENT, kind="coin")
            heard.append("coin_flip")
        if isinstance(action, Attack):
            self._attack(scene, before, action, heard)
        for iid, was in before.where.items():
            place = game.where(iid)
            if place == was and place == "field" and s.stance[iid] != before.stance.get(iid):
                self._turned(scene, iid, before, now, heard)
            elif place != was:
                self._moved(scene, iid, was, place, before, now, heard)
        for entry in game.core.log[before.log :]:
            if "springs" in entry.text:
                self.motion.banner(f"Trap! {entry.text}", TRAP, kind="trap")
                heard.append("trap_sprung")
        self._lives(scene, before, action, heard)
        for name in dict.fromkeys(heard):  # each sound once, in the order things happened
            sound.moment(name)

    def _origin(self, scene: MonstersTableScene, iid: int, seat: int, zone: str, before: Before) -> pygame.Rect:
        """Where a card came from: where it was drawn, else its pile or its owner's panel."""
        if iid in before.rects:
            return before.rects[iid]
        return self._place(scene, seat, zone)

    def _place(self, scene: MonstersTableScene, seat: int, zone: str) -> pygame.Rect:
        band = dict(field_sides(scene))[seat]
        grave, supply = pile_rects(scene.layout(), band)
        if zone == "graveyard":
            return grave
        if zone == "supply":
            return supply
        w, h = grave.size
        return pygame.Rect(band.panel.x + band.panel.w // 2 - w // 2, band.panel.y + theme.px(20), w, h)

    def _moved(
        self,
        scene: MonstersTableScene,
        iid: int,
        was: str,
        place: str,
        before: Before,
        now: dict[int, pygame.Rect],
        heard: list[str],
    ) -> None:
        seat = scene.game.state.owner[iid]
        start = self._origin(scene, iid, seat, was, before)
        end = now.get(iid) or self._place(scene, seat, place)
        art = card_art(scene, iid) if scene.may_see(iid) else face.back_art()
        if place == "field":
            self._fly(iid, art, start, end, "summon")
            heard.append("summon")
        elif place == "graveyard" and was == "field":
            self.motion.pulse(start, KO, "KO" if scene.game.card(iid).is_monster else "", kind="ko")
            self._fly(iid, art, start, end, "to_graveyard", delay=0.25)
            heard.append("ko")
        elif place in ("graveyard", "hand"):  # discarded, drawn, returned to the hand, revived
            self._fly(iid, art, start, end, "card")
            heard.append("card_played")

    def _turned(
        self, scene: MonstersTableScene, iid: int, before: Before, now: dict[int, pygame.Rect], heard: list[str]
    ) -> None:
        s = scene.game.state
        old, new = before.stance.get(iid, ""), s.stance[iid]
        start, end = before.rects.get(iid), now.get(iid)
        if start is None or end is None:
            return
        art = card_art(scene, iid)
        if old.endswith("-invisible") and new.endswith("-visible") and scene.may_see(iid):  # revealed: turns over
            self._fly(iid, face.back_art(sideways(old)), start, end, "reveal", turn_to=art)
        else:
            self._fly(iid, art, start, end, "stance")
        self.motion.pulse(end, STANCE, kind="stance_pulse")
        heard.append("stance_change")

    def _attack(self, scene: MonstersTableScene, before: Before, action: Attack, heard: list[str]) -> None:
        attacker = before.rects.get(action.iid)
        if attacker is not None:
            self.motion.pulse(attacker, ATTACK, "ATTACK", kind="attack")
        target = before.rects.get(action.target) if action.target is not None else None
        if target is not None and action.target is not None and scene.game.where(action.target) == "field":
            self.motion.pulse(target, ATTACK, kind="attack_target")
        heard.append("attack")
        game = scene.game
        fought = [i for i in (action.iid, action.target) if i is not None and game.where(i) == "field"]
        if action.target is not None and len(fought) == 2 and game.state.lives == list(before.lives):
            heard.append("block")  # neither lost (a tie, or the attack was stopped)

    def _lives(self, scene: MonstersTableScene, before: Before, action: Any, heard: list[str]) -> None:
        game = scene.game
        for seat, band in field_sides(scene):
            lost = before.lives[seat] - game.state.lives[seat]
            if lost <= 0:
                continue
            self.motion.pulse(band.panel, KO, f"-{lost}", kind="life")
            if isinstance(action, Attack) and action.target is None:
                self.motion.banner(f"Direct hit! {game.name(seat)} loses {lost} life", KO, kind="direct_hit")
                heard.append("direct_hit")
            else:
                heard.append("life_taken")

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        self.motion.draw(surface, area)
