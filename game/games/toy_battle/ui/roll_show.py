"""The roll in motion: each thrown Bakugan leaves its stand, bounces across the mat spinning and
comes to rest where the roll put it: springing open on the BakuCores it caught, lying closed, or
rolling off the mat. The table holds the game while it plays (the state has already moved on; the
table draws the moment before the roll under it) and cues the shell's sounds: the roll, and the
spring of each Bakugan that opens."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.games.toy_battle.view import ToyView
from game.roll.seam import RollResult
from game.ui import figures, sound, text, theme
from game.ui.theme import Colour, px

FLIGHT_S = 0.9  # from the stand to rest
REST_S = 0.6  # what happened, shown before the table moves on
HOPS = 3


@dataclass(frozen=True)
class Flight:
    seat: int
    bakugan: int
    colour: Colour  # its Faction's
    ring: Colour  # its owner's
    start: tuple[int, int]
    end: tuple[int, int]
    result: RollResult
    radius: int  # on its stand
    landed_radius: int  # at rest on the field (smaller: it is further away)


def _words(result: RollResult) -> str:
    return {
        RollResult.OPENED: "opens!",
        RollResult.CLOSED: "stays closed",
        RollResult.MISROLL: "off the mat",
        RollResult.ILLEGAL: "illegal throw",
    }[result]


@dataclass
class RollShow:
    before: ToyView  # the table as it was when the Bakugan were thrown
    flights: list[Flight]
    speed: float = 1.0  # the player's animation speed
    t: float = 0.0
    popped: set[int] = field(default_factory=set)

    def __post_init__(self) -> None:
        sound.cue("roll")

    @property
    def length(self) -> float:
        return (FLIGHT_S + REST_S) / max(0.1, self.speed)

    @property
    def done(self) -> bool:
        return self.t >= self.length

    def thrown(self) -> set[int]:
        return {f.bakugan for f in self.flights}

    def update(self, dt: float) -> None:
        self.t += dt
        if self.landed():
            for flight in self.flights:
                if flight.result is RollResult.OPENED and flight.seat not in self.popped:
                    self.popped.add(flight.seat)
                    sound.cue("pop_open")

    def landed(self) -> bool:
        return self.t * self.speed >= FLIGHT_S

    def where(self, flight: Flight) -> tuple[tuple[int, int], float, int]:
        """The ball's centre now, how far it has turned and its radius."""
        u = min(1.0, self.t * self.speed / FLIGHT_S)
        eased = 1 - (1 - u) ** 2
        x = flight.start[0] + (flight.end[0] - flight.start[0]) * eased
        y = flight.start[1] + (flight.end[1] - flight.start[1]) * eased
        hop = abs(math.sin(u * math.pi * HOPS)) * (1 - u) * flight.radius * 2.2
        r = int(flight.radius + (flight.landed_radius - flight.radius) * eased)
        return (int(x), int(y - hop)), u * 9.0, max(4, r)

    def draw(self, surface: pygame.Surface) -> None:
        for flight in self.flights:
            centre, turned, r = self.where(flight)
            if not self.landed():
                figures.closed_ball(surface, centre, r, flight.colour, flight.ring, spin=turned)
                continue
            since = self.t * self.speed - FLIGHT_S
            if flight.result is RollResult.OPENED:
                grow = min(1.0, since / 0.25)
                spring = 1.0 + 0.25 * math.sin(grow * math.pi)  # overshoots, then settles
                figures.open_figure(surface, centre, max(4, int(r * grow * spring)), flight.colour, flight.ring)
            else:
                figures.closed_ball(surface, centre, r, flight.colour, flight.ring, spin=turned)
            colour = theme.GOOD if flight.result is RollResult.OPENED else theme.TEXT
            label = text.render(_words(flight.result), theme.BODY, colour, True)
            box = label.get_rect(midbottom=(centre[0], centre[1] - int(r * 1.7)))
            box.clamp_ip(surface.get_rect())
            pygame.draw.rect(surface, theme.PANEL_DARK, box.inflate(px(12), px(4)), border_radius=px(6))
            surface.blit(label, box)
