"""Opening hands: a seeded sample hand with a Redraw button, and the exact chance of holding at
least one copy of a card (or a card of a type) by each turn (game/games/bakugan/deck_stats.py). When the team or
deck has a card that adds Draw-step draws, the player can count it from a chosen turn; the certain
figure stays beside the scenario's."""

from __future__ import annotations

import pygame

from game.games.bakugan.cards.model import CardDef, CardType
from game.games.bakugan.deck_stats import (
    FIRST_EXTRA_DRAW_TURN,
    OPENING_HAND,
    DrawScenario,
    cards_seen,
    chance_by_turn,
    draw_order,
    extra_draw_sources,
)
from game.games.bakugan.ui import cards
from game.games.bakugan.ui.editor.state import EditorState
from game.ui import text, theme
from game.ui.editor_tabs import heading
from game.ui.theme import px
from game.ui.widgets import Button

TURNS = 6
SHOWN_DRAWS = 3
NOT_COUNTED = "Not counted: cards drawn by abilities and played cards (they depend on play), and an opponent's cards."


class HandsTab:
    title = "Hands"

    def __init__(self, state: EditorState) -> None:
        self.state = state
        self.seed = 1
        self.target = 0
        self.scenario_index = 0  # 0: certain draws only; then each (source, first turn) in turn
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._faces: list[tuple[pygame.Rect, CardDef]] = []

    def place(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def targets(self) -> list[tuple[str, int, frozenset[str]]]:
        """(label, copies in the deck, the card ids it counts): card types first, then each card."""
        catalog = self.state.catalog
        deck = [catalog.cards[c] for c in self.state.deck.cards if c in catalog.cards]
        out = []
        for kind in (CardType.EVO, CardType.HERO, CardType.ACTION, CardType.FLIP):
            of_kind = [c for c in deck if c.type is kind]
            if of_kind:
                out.append((f"any {kind.value} card", len(of_kind), frozenset(c.id for c in of_kind)))
        for card_id, n in self.state.draft.card_counts().items():
            if card_id in catalog.cards:
                out.append((catalog.cards[card_id].name, n, frozenset({card_id})))
        return out

    def scenarios(self) -> list[DrawScenario | None]:
        """Certain draws only, then each extra-draw source of the team or deck from each turn it could start."""
        catalog = self.state.catalog
        team = [catalog.cards[c] for c in self.state.deck.characters if c in catalog.cards]
        deck = [catalog.cards[c] for c in self.state.deck.cards if c in catalog.cards]
        out: list[DrawScenario | None] = [None]
        for source in extra_draw_sources(team, deck):
            out += [DrawScenario(source, turn) for turn in range(FIRST_EXTRA_DRAW_TURN, TURNS + 1)]
        return out

    def scenario(self) -> DrawScenario | None:
        options = self.scenarios()
        return options[min(self.scenario_index, len(options) - 1)]

    def buttons(self) -> list[Button]:
        r = self.rect
        return [
            Button(
                "redraw",
                "Redraw",
                pygame.Rect(r.right - px(96), r.y - px(2), px(96), px(28)),
                len(self.state.deck.cards) > 0,
                size=theme.SMALL,
            ),
            Button("prev", "<", pygame.Rect(r.x, self._odds_top() + px(30), px(28), px(26)), size=theme.SMALL),
            Button(
                "next", ">", pygame.Rect(r.right - px(28), self._odds_top() + px(30), px(28), px(26)), size=theme.SMALL
            ),
            *self._scenario_buttons(),
        ]

    def _scenario_buttons(self) -> list[Button]:
        count = len(self.scenarios())
        if count == 1:
            return []
        r, y = self.rect, self._odds_top() + px(58)
        at = min(self.scenario_index, count - 1)
        return [
            Button("extra:-", "<", pygame.Rect(r.x + px(110), y, px(26), px(24)), at > 0, size=theme.SMALL),
            Button("extra:+", ">", pygame.Rect(r.right - px(26), y, px(26), px(24)), at < count - 1, size=theme.SMALL),
        ]

    def _face_size(self) -> tuple[int, int]:
        w = min(px(90), (self.rect.width - 4 * px(6)) // OPENING_HAND)
        return w, int(w * 1.4)

    def _odds_top(self) -> int:
        return self.rect.y + px(30) + self._face_size()[1] + px(64)

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        for b in self.buttons():
            if b.hit(event.pos):
                if b.key == "redraw":
                    self.seed += 1
                elif b.key.startswith("extra:"):
                    at = min(self.scenario_index, len(self.scenarios()) - 1)
                    self.scenario_index = at + (1 if b.key.endswith("+") else -1)
                else:
                    self.target += 1 if b.key == "next" else -1
                return True
        return False

    def update(self, dt: float) -> None:
        pass

    def stamp(self) -> object:
        return (self.seed, self.target, self.scenario_index)

    def hover(self, mouse: tuple[int, int]) -> CardDef | None:
        return next((card for rect, card in self._faces if rect.collidepoint(mouse)), None)

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        r = self.rect
        title = text.fit(f"Sample opening hand (seed {self.seed})", r.width - px(104), theme.BODY, True)
        heading(surface, title, r.topleft)
        catalog = self.state.catalog
        order = [catalog.cards[c] for c in draw_order(self.state.deck.cards, self.seed) if c in catalog.cards]
        w, h = self._face_size()
        self._faces = []
        for i, card in enumerate(order[:OPENING_HAND]):
            rect = pygame.Rect(r.x + i * (w + px(6)), r.y + px(30), w, h)
            surface.blit(cards.face(card, w, h), rect)
            self._faces.append((rect, card))
        if not order:
            text.blit(surface, "Add cards to draw a hand.", (r.x, r.y + px(40)), theme.SMALL, theme.TEXT_DIM)
        if order:
            hand = "Hand: " + ", ".join(c.name for c in order[:OPENING_HAND])
            draws = [f"turn {t + 1}: {c.name}" for t, c in enumerate(order[OPENING_HAND : OPENING_HAND + SHOWN_DRAWS])]
            lines = f"{hand}. Then draws {', '.join(draws)}." if draws else hand
            box = pygame.Rect(r.x, r.y + px(36) + h, r.width, self._odds_top() - r.y - px(40) - h)
            text.blit_wrapped(surface, lines, box, theme.SMALL, theme.TEXT_DIM, line_gap=0)
        self._draw_odds(surface)
        for b in self.buttons():
            b.draw(surface, mouse)

    def _draw_odds(self, surface: pygame.Surface) -> None:
        r = self.rect
        y = heading(surface, "Chance to hold at least one", (r.x, self._odds_top()))
        targets = self.targets()
        if not targets:
            return
        label, copies, _ids = targets[self.target % len(targets)]
        size = len(self.state.deck.cards)
        shown = text.fit(f"{label} ({copies} in {size})", r.width - px(70), theme.BODY - 1)
        text.blit(surface, shown, (r.centerx, y + px(13)), theme.BODY - 1, theme.ACCENT, anchor="center")
        y += px(32)
        scenario = self.scenario()
        if len(self.scenarios()) > 1:
            self._draw_scenario_choice(surface, scenario, y)
            y += px(28)
        for turn, seen, certain, odds in self.odds_rows():
            when = "Opening hand" if turn == 0 else f"By turn {turn}"
            text.blit(surface, f"{when} ({seen} cards)", (r.x, y + px(10)), theme.SMALL, theme.TEXT, anchor="midleft")
            bar = pygame.Rect(r.x + px(170), y + px(3), r.width - px(300 if scenario else 250), px(14))
            pygame.draw.rect(surface, theme.PANEL_DARK, bar, border_radius=3)
            pygame.draw.rect(surface, theme.INFO, (bar.x, bar.y, int(bar.width * odds), bar.height), border_radius=3)
            if scenario is not None:
                x = bar.x + int(bar.width * certain)
                pygame.draw.line(surface, theme.TEXT, (x, bar.y - px(2)), (x, bar.bottom + px(1)), px(2))
                dim = f"{100 * certain:.1f}%"
                text.blit(
                    surface, dim, (r.right - px(64), y + px(10)), theme.SMALL - 2, theme.TEXT_DIM, anchor="midright"
                )
            figure = f"{100 * odds:.1f}%"
            text.blit(surface, figure, (r.right, y + px(10)), theme.SMALL, theme.TEXT, bold=True, anchor="midright")
            y += px(22)
        box = pygame.Rect(r.x, y + px(4), r.width, r.bottom - y - px(4))
        text.blit_wrapped(surface, self.footnote(scenario), box, theme.SMALL - 2, theme.TEXT_DIM, line_gap=0)

    def odds_rows(self) -> list[tuple[int, int, float, float]]:
        """(turn, cards seen, chance with certain draws only, chance in the chosen scenario) for the
        chosen target; the two chances are the same when no scenario is chosen."""
        targets = self.targets()
        if not targets:
            return []
        _label, copies, ids = targets[self.target % len(targets)]
        size = len(self.state.deck.cards)
        scenario = self.scenario()
        shared = scenario.source.in_deck if scenario is not None and scenario.source.card.id in ids else 0
        rows = []
        for turn in range(TURNS + 1):
            certain = float(chance_by_turn(size, copies, turn))
            odds = float(chance_by_turn(size, copies, turn, scenario, shared)) if scenario else certain
            rows.append((turn, cards_seen(turn, scenario), certain, odds))
        return rows

    def _draw_scenario_choice(self, surface: pygame.Surface, scenario: DrawScenario | None, y: int) -> None:
        r = self.rect
        text.blit(surface, "Extra draws", (r.x, y + px(12)), theme.SMALL, theme.TEXT, anchor="midleft")
        if scenario is None:
            words = "certain draws only"
        else:
            words = f"{scenario.source.card.name} +{scenario.source.extra} from turn {scenario.from_turn}"
        centre = ((r.x + px(140) + r.right - px(26)) // 2, y + px(12))
        fitted = text.fit(words, r.right - r.x - px(170), theme.SMALL)
        text.blit(surface, fitted, centre, theme.SMALL, theme.ACCENT, bold=True, anchor="center")

    def footnote(self, scenario: DrawScenario | None) -> str:
        rules = "Exact (hypergeometric): five cards, then one a turn from turn 1 (rules 1.4.4, 5.3.1)."
        if scenario is None:
            sources = [s for s in self.scenarios() if s is not None]
            if not sources:
                return f"{rules} No card of this team or deck adds Draw-step draws. {NOT_COUNTED}"
            first = sources[0].source
            when = "face up: it starts face down (rules 3.2.1, 6.5.3)" if not first.in_deck else "played (6.5.3)"
            return (
                f"{rules} No extra draw is certain: {first.card.name} adds cards only once {when}; "
                f"choose a turn above to count it. {NOT_COUNTED}"
            )
        source = scenario.source
        if source.in_deck:
            counted = (
                f"If {source.card.name} is drawn by turn {scenario.from_turn - 1} and in play from turn "
                f"{scenario.from_turn}: +{source.extra} a Draw step, exact given that draw."
            )
        else:
            counted = (
                f"If {source.card.name} is face up (its Bakugan opened, rule 5.7.2) from turn "
                f"{scenario.from_turn}, with no Evo on it (3.3.3): +{source.extra} a Draw step."
            )
        return f"{counted} Small figures and line: certain draws only. {NOT_COUNTED}"
