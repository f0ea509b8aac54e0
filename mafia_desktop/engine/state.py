"""The pieces of a game's state that the procedures share: the night's acts, the day's
nominations and open motion, and the description of a legal input."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Motion:
    """A yes/no vote now open: on a suspect (charge, execute, convict, jail) or on the tied."""

    kind: str
    target: str | tuple[str, ...]
    voters: tuple[str, ...]  # who may raise a hand
    needed: int
    accuser: str | None = None


@dataclass(slots=True)
class Night:
    number: int
    meeting: bool
    acts: list[tuple[str, str, str]] = field(default_factory=list)  # (act, by, target), in order
    more: dict[int, tuple[str, ...]] = field(default_factory=dict)  # acts[i]'s further targets
    blocked: set[str] = field(default_factory=set)  # whose acts tonight count as not made

    def acts_of(self, act: str) -> list[tuple[str, str]]:
        return [(by, target) for a, by, target in self.acts if a == act]


@dataclass(slots=True)
class Day:
    number: int
    talk_only: bool
    first_speaker: str | None = None
    nominations: list[tuple[str, str]] = field(default_factory=list)  # (by, target)
    acquitted: set[str] = field(default_factory=set)
    awaiting_second: tuple[str, str] | None = None  # (accuser, suspect)
    motion: Motion | None = None
    candidates: tuple[str, ...] | None = None  # a re-tally among the tied
    tallies: int = 0
    no_vote: tuple[str, ...] = ()  # the living who may not vote today
    short_speech: set[str] = field(default_factory=set)  # whose speech today is half its time

    @property
    def nominees(self) -> tuple[str, ...]:
        return tuple(target for _, target in self.nominations)


@dataclass(frozen=True, slots=True)
class LegalAct:
    """One kind of input that may be entered now: by whom, on whom, with whose hands.

    ``targets`` pairs each actor with the players they may name; ``voters`` are the hands that
    may be raised (any subset of them is a legal vote); ``candidates`` those a tally may name.
    """

    act: str
    by: tuple[str, ...] = ()
    targets: tuple[tuple[str, tuple[str, ...]], ...] = ()
    voters: tuple[str, ...] = ()
    candidates: tuple[str, ...] = ()

    def targets_for(self, by: str) -> tuple[str, ...]:
        return dict(self.targets).get(by, ())
