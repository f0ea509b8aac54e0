"""The phrase catalogue: words for the engine's codes, for every place that shows or says them.

The engine speaks in codes; this module alone turns them into text, through Qt Linguist's
catalogues (``resources/translations/*.ts``): the table and its log, the private panel, the
referee console, set-up, the narrator's script, the printed pages and the CLI's documents. Role
titles come from the rules (the registry's title per preset), so a classic game says "Inspector"
everywhere and a club game "Sheriff".

Phrases are in the app's language, or in the one :func:`speaking` chooses for a block (the
narrator's voice, a printed page in Russian from an English app).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject

from mafia_desktop import i18n
from mafia_desktop.engine.cards import CARDS, SINGLE_NAMES
from mafia_desktop.engine.deck_plan import OTHER, plan, spare_cards, written_role
from mafia_desktop.engine.kinds import KINDS, TEAMS, TRAITS, kind_of, team, words_of
from mafia_desktop.engine.role_pack import TEAM_WORDS
from mafia_desktop.engine.roles import (
    NIGHT_ACTS,
    ROLES,
    NightAct,
    act_by_event,
    acts_of_call,
    is_mafia,
    own_word,
)
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, in_language, language
from mafia_desktop.i18n import plain as plain  # (the names as they are: the voice, a file)
from mafia_desktop.languages import DEFAULT, LANGUAGES

if TYPE_CHECKING:
    from mafia_desktop.engine.rules import Rules


_speaking: ContextVar[str | None] = ContextVar("speaking", default=None)


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the language being spoken: the app's own, or the one :func:`speaking` chose
    (the narrator's voice, a printed page)."""
    lang = _speaking.get()
    if lang is None:
        return QCoreApplication.translate(context, text, disambiguation, n)
    return in_language(lang, context, text, n)


def spoken() -> str:
    """The language being spoken: the one :func:`speaking` chose, or the app's own."""
    return _speaking.get() or language()


def pack_word(role: str, key: str) -> str | None:
    """A role pack's own ``name``, ``plural`` or ``duty`` of ``role`` in the language spoken
    (its English where the pack has none in it); None for the app's own roles, whose words the
    catalogue translates. The one place a pack role's words are read."""
    return own_word(role, key, spoken())


def in_language_of(lang: str, phrase: Callable[..., str], *args: Any) -> str:
    """``phrase(*args)`` said in ``lang``: ``in_language_of("ru", role_name, rules, "don")``."""
    with speaking(lang):
        return phrase(*args)


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Every phrase in ``lang`` for the ``with`` block, whatever the app's language."""
    token = _speaking.set(lang)
    try:
        yield
    finally:
        _speaking.reset(token)


def locale() -> Any:
    """The QLocale of the language being spoken (the app's own, or the one :func:`speaking`
    chose): its digits, its decimal comma, its dates and month names, whatever the system's
    locale. (Points: "1000,5", never "1 000,5".)"""
    from PySide6.QtCore import QLocale

    return QLocale(i18n.qlocale(spoken()))


def number(n: int) -> str:
    """A whole number a person reads (a seat, a count, a page, a time's minutes), as the language
    being spoken writes it: "12"; in Persian «۱۲». Every number that becomes text for a person goes
    through here (or :func:`decimal`, :func:`digits`); the words for a voice, file names and
    records keep their figures.

    >>> with speaking("fa"):
    ...     number(12), number(-3)
    ('۱۲', '\u200e−۳')
    >>> number(12)
    '12'
    """
    return i18n.number(n, spoken())


def digits(text: str) -> str:
    """``text``'s ASCII digits as the language being spoken writes them: a number the code writes
    by a pattern of its own (a clock's "1:05", «۱:۰۵» in Persian). Never for a text a person typed."""
    return i18n.digits(text, spoken())


def numbered(n: int, text: str) -> str:
    """A numbered line, "3. Cid" (a seat's player, a list's item): in a right-to-left language a
    right-to-left mark starts it, so the number stays on the right whatever script ``text`` is in
    (a Latin name would otherwise turn the line round: «Cid .۳» on one line, «۳. Ann» on the next)."""
    return ("\u200f" if _rtl() else "") + f"{number(n)}. {text}"


def _rtl() -> bool:
    return LANGUAGES.get(spoken(), LANGUAGES[DEFAULT]).rtl


def percent(n: int) -> str:
    """A whole percentage as the language being spoken writes it: "93%"; Persian «۹۳٪»."""
    return number(n) + str(locale().percent())


def separator() -> str:
    """What the language being spoken writes between the items of a list: ", "; Persian «، »."""
    return i18n.list_separator(spoken())


def joined(items: object) -> str:
    """A list a person reads, its items one after another as the language being spoken separates
    them: "Ann, Bob, Cid" (Persian «Ann، Bob، Cid»). Lists that end in "and" or "or" are
    :func:`names` and :func:`alternatives`."""
    seq = [text_of(x) for x in items] if isinstance(items, (list, tuple, set)) else [text_of(items)]
    return separator().join(seq)


def text_of(value: object) -> str:
    """A value put into a sentence: a whole number as :func:`number` writes it, anything else as
    its text (a bool is no number)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return number(value)
    return str(value)


def decimal(value: float, places: int = 1) -> str:
    """A number with its decimals, as the language being spoken writes it: "1.5", "1,5"."""
    return str(locale().toString(float(value), "f", places))


def date_text(iso: str, long: bool = False) -> str:
    """A date the record keeps (``YYYY-MM-DD``) as the language being spoken writes it: "14 March
    2025", «14 марта 2025» (``long``: with the weekday, "Friday, March 14, 2025"); a text that is
    no date is shown as it is."""
    from PySide6.QtCore import QDate, QLocale

    day = QDate.fromString(iso, "yyyy-MM-dd")
    if not day.isValid():
        return iso
    if long:
        return str(locale().toString(day, QLocale.FormatType.LongFormat))
    return str(locale().toString(day, "d MMMM yyyy"))


class Plurals(QObject):
    """Phrases with a number in them. lupdate only marks ``self.tr(text, "", n)`` calls as plural,
    so every counted phrase lives here and gets all of its language's forms (1 голос, 2 голоса,
    5 голосов)."""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        lang = _speaking.get()
        if lang is None:
            out = super().tr(text, disambiguation, n)
            out = _renumbered(out, n)
        else:
            out = in_language(lang, "Plurals", text, n)
        # English without its catalogue loaded (a bare QApplication): "(s)" still reads right.
        return out.replace("(s)", "" if n == 1 else "s") if "(s)" in out else out

    def votes(self, n: int) -> str:
        return self.tr("%n vote(s)", "", n)

    def votes_needed(self, n: int) -> str:
        return self.tr("%n of {voters} votes needed", "", n)

    def count_yes(self, n: int) -> str:
        return self.tr("Count: %n yes", "", n)

    def hands(self, n: int) -> str:
        return self.tr("the vote with %n hand(s)", "", n)


plurals = Plurals()


def _renumbered(text: str, n: int) -> str:
    """Qt's own ``%n`` (``QCoreApplication.translate`` writes it in ASCII figures) as the language
    being spoken writes ``n``."""
    if n < 0 or (written := number(n)) == str(n):
        return text
    import re

    return re.sub(rf"(?<![0-9]){n}(?![0-9])", written, text)


def preset_name(preset: str) -> str:
    return {
        "classic": translate("Texts", "Classic"),
        "youth": translate("Texts", "Youth group"),
        "club": translate("Texts", "Club"),
        "angel": translate("Texts", "Angel"),
    }.get(preset, preset)


# What a preset calls some parts of the game, where the words differ from the common ones.
PRESET_WORDS = {
    ("club", "meeting_night"): QT_TRANSLATE_NOOP("Texts", "Zero night"),
}


def preset_origin(preset: str) -> str:
    return {
        "classic": translate("Texts", "András Kuba's rules, 1997"),
        "youth": translate("Texts", "A youth-group game with playing cards"),
        "club": translate("Texts", "Russian club rules, ten numbered seats"),
        "angel": translate("Texts", "The Princeton rules, with the Angel"),
    }.get(preset, "")


# --- the table -----------------------------------------------------------------------------------


#: FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE: what they enclose takes its direction from
#: its own first letter and leaves the sentence's order around it alone (Unicode's bidi algorithm)
FSI, PDI = "\u2068", "\u2069"


def right_to_left(text: str) -> bool:
    """Whether ``text`` has a right-to-left letter (Persian, Arabic, Hebrew...)."""
    return any(unicodedata.bidirectional(c) in ("R", "AL") for c in text)


def isolate(text: str, sentence: str = "", lang: str | None = None) -> str:
    """``text`` (a player's name, a role pack's word) put into ``sentence`` as a unit of its own
    direction, so "علی" in an English sentence or "Ann" in a Persian one leaves the punctuation and
    numbers around it where the sentence has them: between FSI and PDI wherever right-to-left
    writing is about (``lang``, by default the language being spoken, is right to left, or the
    sentence or the text has a right-to-left letter). A line all left to right has nothing to be
    kept apart from and stays as it is (the CLI's terminal, a Russian name in a Russian line).
    Names can never hold these marks themselves (set-up refuses them), so :func:`plain` gives the
    name back whole (and the speech voice never hears them).

    >>> isolate("Ann", "{player} is out"), isolate("علی", "{player} is out")
    ('Ann', '\\u2068علی\\u2069')
    >>> isolate("Ann", "{player} بیرون رفت")
    '\\u2068Ann\\u2069'
    """
    if not text:
        return text
    known = LANGUAGES.get(lang or spoken())
    if (known is not None and known.rtl) or right_to_left(sentence) or right_to_left(text):
        return FSI + text + PDI
    return text


def fill(text: str, **params: object) -> str:
    """``text`` (a translated template) with each ``{key}`` filled: the one place a player's name
    goes into a sentence, each text isolated as :func:`isolate` says, each whole number as the
    language being spoken writes it (:func:`text_of`)."""
    sentence = text
    for key, value in params.items():
        shown = isolate(value, sentence) if isinstance(value, str) else text_of(value)
        text = text.replace("{" + key + "}", shown)
    return text


def arg(text: str, *values: object) -> str:
    """Qt's ``%1``, ``%2``... in a translated ``text`` filled with ``values`` in one pass (a name
    with "%2" in it stays as it is), each text isolated as in :func:`fill`.

    >>> arg("Foul %2 of 4 for %1.", "a%2", 3)
    'Foul 3 of 4 for a%2.'
    """
    import re

    def put(found: re.Match[str]) -> str:
        n = int(found.group(1))
        if not 1 <= n <= len(values):
            return found.group(0)
        value = values[n - 1]
        return isolate(value, text) if isinstance(value, str) else text_of(value)

    return re.sub(r"%(\d+)", put, text)


def listed(items: object, sentence: str = "") -> str:
    """``Ann, Bob, Cid``: names one after another, each isolated (:func:`isolate`)."""
    seq = [text_of(x) for x in items] if isinstance(items, (list, tuple, set)) else []
    return separator().join(isolate(x, sentence) for x in seq)


def names(items: object) -> str:
    """``Ann, Bob and Cid`` (each name isolated where it must be: :func:`isolate`)."""
    seq = [text_of(x) for x in items] if isinstance(items, (list, tuple, set)) else [text_of(items)]
    if not seq:
        return translate("Texts", "nobody")
    if len(seq) == 1:
        return seq[0]
    pair = translate("Texts", "{first} and {last}")
    return fill(pair, first=separator().join(isolate(x, pair) for x in seq[:-1]), last=seq[-1])


def night_number(rules: Rules, number: int) -> int:
    """A night's number as the table counts it. The engine counts a meeting night (the club's zero
    night) as night 1; the table calls it by its name and counts the nights after it from 1, so
    day 1 is followed by night 1, as in the club."""
    return number - 1 if rules.first_phase == "meeting_night" else number


def phase_banner(phase: str, number: int, step_code: str, rules: Rules | str) -> str:
    """A phase's name: the centre of the table, the log's headers, printed pages (``rules``: the
    game's rules, or a preset's id where only that is known)."""
    if isinstance(rules, str):
        from mafia_desktop.engine.rules import PRESETS

        known = PRESETS.get(rules)
        if known is None:
            return fill(translate("Texts", "Night {n}" if phase == "night" else "Day {n}"), n=number)
        rules = known
    if phase == "over":
        return translate("Texts", "Game over")
    meeting = phase == "night" and number == 1 and rules.first_phase == "meeting_night"
    if step_code == "meeting_night" or meeting:
        special = PRESET_WORDS.get((rules.preset, "meeting_night"))
        return translate("Texts", special) if special else translate("Texts", "Meeting night")
    if phase == "night":
        return fill(translate("Texts", "Night {n}"), n=night_number(rules, number))
    return fill(translate("Texts", "Day {n}"), n=number)


def motion_text(motion: object, target: object) -> str:
    who = names(target) if isinstance(target, (list, tuple)) else str(target)
    return {
        "charge": fill(translate("Texts", "charge {who}"), who=who),
        "execute": fill(translate("Texts", "execute {who}"), who=who),
        "convict": fill(translate("Texts", "convict {who}"), who=who),
        "jail": fill(translate("Texts", "jail {who}"), who=who),
        "all_leave": fill(translate("Texts", "should {who} all leave?"), who=who),
    }.get(str(motion), who)


def step_text(code: str, params: dict[str, object], rules: Rules) -> str:
    """The step in words, for the centre of the circle."""
    if code == "over":
        return team_wins(str(params.get("winner")))
    if code == "meeting_night":
        checkers = meeting_checkers(rules)
        if checkers:
            return fill(
                translate(
                    "Texts", "The mafia meet, then the {title} meets the host. No one is killed tonight."
                ),
                title=names([role_name(rules, r) for r in checkers]),
            )
        return translate("Texts", "The mafia open their eyes and meet. No one is killed tonight.")
    if code == "night":
        return translate("Texts", "The town sleeps.")
    if code == "talk":
        return translate("Texts", "Talk: there is no vote on the first day.")
    if code == "accusations":
        return translate("Texts", "Discussion and accusations.")
    if code == "second":
        return fill(
            translate("Texts", "{accuser} accuses {suspect}. Is there a second?"),
            accuser=params.get("accuser"),
            suspect=params.get("suspect"),
        )
    if code == "vote":
        motion = params.get("motion")
        lead = {
            "charge": translate("Texts", "Vote to charge {who}"),
            "execute": translate("Texts", "Last words, then the vote to execute {who}"),
            "convict": translate("Texts", "Defence, then the vote to convict {who}"),
            "jail": translate("Texts", "Defence, then the revote to jail {who}"),
            "all_leave": translate("Texts", "Should {who} all leave?"),
        }.get(str(motion), "{who}")
        target = params.get("target")
        who = names(target) if isinstance(target, (list, tuple)) else str(target)
        count = int(str(params.get("needed", 0)))
        needed = fill(plurals.votes_needed(count), voters=params.get("voters"))
        if (
            motion == "all_leave"
        ):  # a question (the car crash's last vote): the count is a sentence of its own
            return fill(
                translate("Texts", "{question} {needed}."),
                question=fill(lead, who=who),
                needed=needed[:1].upper() + needed[1:],
            )
        return fill(lead, who=who) + ": " + needed
    if code == "nominations":
        nominees = params.get("nominees") or ()
        if nominees:
            return fill(
                translate("Texts", "Speeches and nominations. Nominated: {who}."), who=names(nominees)
            )
        return translate("Texts", "Speeches and nominations.")
    if code == "tally":
        return translate("Texts", "Discussion, then every hand votes once.")
    if code == "retally":
        return fill(
            translate("Texts", "Tie: {who} defend, then the vote again."),
            who=names(params.get("candidates") or ()),
        )
    return ""


def kind_word(kind: str, key: str) -> str:
    """One word of a registered act kind, translated; raises LookupError for a kind or a word
    nobody registered (never a silent fallback to another kind's words)."""
    return translate(*words_of(kind_of(kind), key))


def trait_word(trait_id: str, key: str) -> str:
    """One word of a registered passive behaviour (the Immortal's...), translated."""
    return translate(*words_of(TRAITS[trait_id], key))


def team_word(team_id: str, key: str) -> str:
    """One word of a registered team, translated; raises LookupError for a missing one. A pack
    role's side of its own says its words with the role's name (``role_pack.TEAM_WORDS``)."""
    context, text = words_of(team(team_id), key)
    if pack_word(team_id, "name") is not None and key in TEAM_WORDS:
        return fill(
            translate(context, TEAM_WORDS[key]) if key != "name" else "{role}", role=any_role_name(team_id)
        )
    return translate(context, text)


def team_wins(team_id: str) -> str:
    return team_word(team_id, "wins")


def prompt_text(code: str, params: dict[str, object]) -> str:
    """What the panel asks the referee to do now."""
    table = {
        "pick_actor_nominate": translate("Texts", "Tap the player who nominates."),
        "pick_target_nominate": translate("Texts", "{actor}: tap the player they nominate."),
        "pick_actor_accuse": translate("Texts", "Tap the player who accuses."),
        "pick_target_accuse": translate("Texts", "{actor}: tap the player they accuse."),
        "pick_actor_second": translate("Texts", "Tap the player who seconds."),
        "last_act": translate(
            "Texts", "{player} takes someone with them: tap whom they name, or Nobody if they spare everyone."
        ),
        "pick_actor_reveal_mayor": translate(
            "Texts", "Tap the player who shows the Mayor's card: the app checks it, and says if it is not."
        ),
        "hands": translate("Texts", "Tap every raised hand, then count."),
        "tally_pick_candidate": translate("Texts", "Tap the player being voted on."),
        "best_move": translate(
            "Texts", "{name}'s best move: tap the three players they name ({count} of 3)."
        ),
        "tally_hands": translate("Texts", "Hands for {candidate}: tap each raised hand."),
        "night_meeting": translate("Texts", "Let the meeting happen, then call the morning."),
        "night_done": translate("Texts", "Everyone has been called. Call the morning."),
        "night_must_kill": translate(
            "Texts", "Under these rules the mafia must choose a victim: go back to the mafia."
        ),
        "night_team_shot": translate("Texts", "Mafia, wake up: tap the victim they choose."),
        "night_called_list_wait": translate(
            "Texts", "Mafia, eyes shut: read each seat out and tap every player who signs at it."
        ),
        "night_called_list_on": translate(
            "Texts", "Mafia, eyes shut: tap every player who signs at the seat called. The list moves on."
        ),
        "night_called_list_paused": translate(
            "Texts", "The list is paused. Tap every player who signs at the seat called."
        ),
        "night_list_end": translate(
            "Texts", "The list is called to its end and nobody signed: no shot. Go on, or call it again."
        ),
        "called_seat": translate("Texts", "Seat {seat} — {name}"),
        "list_end_seat": translate("Texts", "End of the list"),
        "night_check": translate("Texts", "The checking role wakes: tap the player they point at."),
        "night_don_check": translate("Texts", "The Don wakes: tap the player he points at."),
        "night_protect": translate("Texts", "The protector wakes: tap the player they protect."),
        "night_answer": translate("Texts", "Hold the button to see the answer; then call the next role."),
        "night_gate": translate("Texts", "When the last words are said, night falls."),
        "night_gate_cards": translate(
            "Texts", "Everyone sees who went out and their card; then night falls."
        ),
        "night_gate_deaths": translate("Texts", "Everyone sees who went out; then night falls."),
        "whose_card": translate(
            "Texts", "Whose card? Tap the seat of the player who wants to see their card again."
        ),
        "over": "",
        "step": "",
    }
    text = table.get(code, "")
    return fill(text, **{k: v for k, v in params.items()})


def night_prompt(code: str, rules: Rules, params: dict[str, object] | None = None) -> str:
    """Night prompts with the preset's role names (the role, never a player): ``night_<act>``, its
    ``call`` the role called (the Marshal's check is his, not the Detective's); ``night_choose``:
    a call with several acts, the referee presses the one made first. An act that names several
    players says whom the referee has marked so far (``picked``)."""
    params = params or {}
    call = str(params.get("call") or "")
    if code == "night_choose":
        return fill(
            translate("Texts", "{title}, wake up: press what they do tonight, then tap the player."),
            title=role_name(rules, call),
        )
    act = NIGHT_ACTS.get(code.removeprefix("night_"))
    if act is None:
        return prompt_text(code, {})
    text = fill(kind_word(act.kind, "prompt"), title=role_name(rules, call or act.call))
    picked = params.get("picked")
    if isinstance(picked, (list, tuple)) and picked:
        text += "\n" + fill(
            translate("Texts", "Marked: {names}. Tap the next player they name."), names=names(picked)
        )
    return text


def alternatives(items: object) -> str:
    """``Ann, Bob or Cid``: one of them (the acts of one call: one or the other)."""
    seq = [text_of(x) for x in items] if isinstance(items, (list, tuple)) else [text_of(items)]
    if len(seq) < 2:
        return "".join(seq)
    pair = translate("Texts", "{first} or {last}")
    return fill(pair, first=separator().join(isolate(x, pair) for x in seq[:-1]), last=seq[-1])


def per_game(text: str, times: int) -> str:
    """A clause with how often a game its act may be made ("..., (once a game)")."""
    if times == 1:
        return fill(translate("Texts", "{act} (once a game)"), act=text)
    if times > 1:
        return fill(translate("Texts", "{act} ({count} times a game)"), act=text, count=times)
    return text


def call_choices(call: str) -> str:
    """The acts of a call with several, one or the other: "check or fire (once a game)"."""
    return alternatives(
        [per_game(translate("RefusalWords", a.verb or a.id), a.per_game) for a in acts_of_call(call)]
    )


def act_label(act: str, times: int = 0) -> str:
    """A night act as a choice (the referee console's and the private panel's button): its verb,
    and how often a game it may be made ("Fire (once a game)")."""
    spec = NIGHT_ACTS[act]
    verb = translate("RefusalWords", spec.verb or act)
    verb = verb[:1].upper() + verb[1:]
    return per_game(verb, times)


def act_result(act: str, result: str | None) -> str:
    """What an act's answer says: the kind's word for it (by its ``result_key``: a check's
    ``found`` is "mafia", a comparison's "one side"), else its ``result_<code>`` words, else the
    code's own entry; "no answer" where a block left the actor with none."""
    spec = NIGHT_ACTS[act]
    kind = spec.behaviour
    key = kind.result_key(spec, result)
    if key in kind.words:
        return kind_word(spec.kind, key)
    if result is None:
        return translate("Texts", "no answer")
    return translate("Texts", kind.words.get(f"result_{result}", result))


def button_text(code: str, params: dict[str, object]) -> str:
    count = int(str(params.get("count", 0)))
    table = {
        "cancel": translate("Texts", "Cancel"),
        "own_card": translate("Texts", "See a card again"),
        "nominate": translate("Texts", "Nominate"),
        "nominate_accuse": translate("Texts", "Accuse"),
        "second": translate("Texts", "Second"),
        "reveal_mayor": translate("Texts", "Mayor's card"),
        "take_nobody": translate("Texts", "Nobody"),
        "tally": translate("Texts", "Vote"),
        "end_day": translate("Texts", "End the day"),
        "end_talk_day": translate("Texts", "Night falls"),
        "time_is_up": translate("Texts", "Time is up: fate picks"),
        "count_votes": plurals.count_yes(count),
        "next_candidate": translate("Texts", "Next candidate"),
        "previous_candidate": translate("Texts", "Previous candidate"),
        "add_candidate": translate("Texts", "Another candidate"),
        "count_tally": translate("Texts", "Count the votes"),
        "morning": translate("Texts", "Morning"),
        "next_seat": translate("Texts", "Next seat"),
        "list_done": translate("Texts", "Last seat: done"),
        "start_list": translate("Texts", "Start the list"),
        "pause_list": translate("Texts", "Pause the list"),
        "resume_list": translate("Texts", "Resume the list"),
        "repeat_seat": translate("Texts", "Call this seat again"),
        "back_seat": translate("Texts", "Back one seat"),
        "list_no_shot": translate("Texts", "No shot: go on"),
        "list_again": translate("Texts", "Call the list again"),
        "skip_step": translate("Texts", "Next role"),
        "next_role": translate("Texts", "Next role"),
        "next_same_role": translate("Texts", "The next player of this role"),
        "night_falls": translate("Texts", "Night falls"),
        "night_falls_pass": translate("Texts", "Night falls: pass the laptop"),
        "back_step": translate("Texts", "Back"),
        "best_move": fill(translate("Texts", "Best move: {name}"), name=params.get("name", "")),
        "extra_points": translate("Texts", "Extra points…"),
        "enter_best_move": fill(translate("Texts", "Enter the best move ({count} of 3)"), count=count),
    }
    if code == "night_act" and str(params.get("act")) in NIGHT_ACTS:
        return act_label(str(params["act"]), int(str(params.get("per_game") or 0)))
    return table.get(code, code)


def event_text(event: dict[str, object], rules: Rules) -> str | None:
    """One line of the log (the table's, or a printed timeline), or None for events it does not
    show."""
    kind = str(event.get("type"))
    act = act_by_event(kind)
    if act is not None:
        return _act_text(rules, act.id, event)
    if kind == "phase":
        return "— " + phase_banner(str(event["phase"]), int(str(event["number"])), "", rules) + " —"
    if kind == "nomination":
        text = (
            translate("Texts", "{by} accuses {target}")
            if rules.day == "accusation"
            else translate("Texts", "{by} nominates {target}")
        )
        return fill(text, by=event["by"], target=event["target"])
    if kind == "second":
        return fill(
            translate("Texts", "{by} seconds the accusation of {target}"),
            by=event["by"],
            target=event["target"],
        )
    if kind == "lapsed":
        return fill(
            translate("Texts", "No second: the accusation of {target} lapses"), target=event["target"]
        )
    if kind == "vote":
        result = translate("Texts", "passed") if event.get("passed") else translate("Texts", "failed")
        if event.get("motion") == "all_leave":  # a question, not "Vote to ...": the car crash's last vote
            target = event.get("target")
            return fill(
                translate("Texts", "Should {who} all leave? {yes} yes, {needed} needed — {result}"),
                who=names(target) if isinstance(target, (list, tuple)) else str(target),
                yes=event.get("yes"),
                needed=event.get("needed"),
                result=result,
            )
        return fill(
            translate("Texts", "Vote to {motion}: {yes} yes, {needed} needed — {result}"),
            motion=motion_text(event.get("motion"), event.get("target")),
            yes=event.get("yes"),
            needed=event.get("needed"),
            result=result,
        )
    if kind == "tally":
        counts = event.get("counts") or {}
        assert isinstance(counts, dict)
        parts = []
        lead = translate("Texts", "Votes: ")
        for candidate, n in counts.items():
            parts.append(isolate(str(candidate), lead) + " — " + plurals.votes(n))
        return lead + separator().join(parts)
    if kind == "tie":
        return fill(translate("Texts", "Tie between {who}"), who=names(event.get("players") or ()))
    if kind == "acquitted":
        return fill(translate("Texts", "{player} is cleared"), player=event["player"])
    if kind == "death":
        cause = event.get("cause")
        if cause == "night":
            return fill(translate("Texts", "{player} was killed in the night"), player=event["player"])
        if cause == "time_limit":
            return fill(
                translate("Texts", "Time ran out: fate picks {player}, who dies"), player=event["player"]
            )
        if cause == "fouls":
            return fill(
                translate("Texts", "{player} is removed by a fourth foul, without last words"),
                player=event["player"],
            )
        leaving = {
            "technical_fouls": QT_TRANSLATE_NOOP(
                "Texts", "{player} is removed by technical fouls, without last words"
            ),
            "removed": QT_TRANSLATE_NOOP("Texts", "{player} is removed by the referee, without last words"),
            "surrendered": QT_TRANSLATE_NOOP(
                "Texts", "{player} gives up the game and leaves, without last words"
            ),
        }
        if cause in leaving:
            return fill(translate("Texts", leaving[str(cause)]), player=event["player"])
        return fill(translate("Texts", "{player} is out by the vote"), player=event["player"])
    if kind == "reveal":
        return fill(
            translate("Texts", "{player}'s card: {role}"),
            player=event["player"],
            role=role_name(rules, str(event["role"])),
        )
    if kind == "saved":
        if event.get("player"):
            return fill(translate("Texts", "No one died: {player} was saved"), player=event["player"])
        return translate("Texts", "No one died: the victim was saved")
    if kind == "no_kill":
        return translate("Texts", "A good morning: no one died")
    if kind == "take":
        if event.get("target"):
            return fill(
                translate("Texts", "{by} takes {target} with them"), by=event["by"], target=event["target"]
            )
        return fill(translate("Texts", "{by} spares everyone"), by=event["by"])
    if kind == "mayor":
        return fill(
            translate("Texts", "{player} shows the Mayor's card: their hand counts two"),
            player=event["player"],
        )
    if kind == "turned":
        return fill(
            translate("Texts", "{player} was shot by the mafia and joins them"), player=event["player"]
        )
    if kind == "unharmed":
        return fill(
            translate("Texts", "{player} was attacked in the night and is unharmed"), player=event["player"]
        )
    if kind in ("guarded", "no_vote"):
        # The words of the kind whose act caused it (the guard's, the visit's).
        causing = next(k for k in KINDS.values() if (k.guards if kind == "guarded" else k.silences))
        return fill(kind_word(causing.id, "morning"), by=event.get("by"), player=event.get("player"))
    if kind == "win":
        return team_wins(str(event.get("team")))
    if kind == "foul" and event.get("count") == 3 and rules.third_foul == "half_speech":
        return fill(
            translate("Texts", "{player}: third foul, and the next speech is half its time"),
            player=event.get("player"),
        )
    if kind in ("speech_shortened", "technical_foul", "vote_skipped", "shooting_order"):
        return federation_text(event)
    if kind in ("foul", "speech_lost", "best_move", "extra_points"):
        return sport_text(event)
    if kind == "speech_order":
        order = event.get("order") or []
        assert isinstance(order, list)
        return fill(translate("Texts", "Speeches start with {first}"), first=order[0]) if order else None
    return None


def federation_text(event: dict[str, object]) -> str:
    """The log's line for an event of the federation's house rules: a shortened speech, a
    technical foul, the first day's single candidate, the Don's shooting order (the referee's log
    and the mafia's only)."""
    kind = event.get("type")
    player = str(event.get("player") or event.get("by") or "")
    if kind == "speech_shortened":
        return fill(translate("Texts", "{player}: this speech is half its time (three fouls)"), player=player)
    if kind == "technical_foul":
        return fill(
            translate("Texts", "{player}: technical foul {count}"), player=player, count=event.get("count")
        )
    if kind == "vote_skipped":
        return fill(
            translate("Texts", "One candidate on the first day ({player}): no vote, the night falls"),
            player=player,
        )
    targets = event.get("targets") or ()
    line = translate("Texts", "The Don's shooting order: {named}")
    return fill(line, named=listed(targets, line))


def sport_text(event: dict[str, object]) -> str:
    """The log's line for a foul, a lost speech, the best move or extra points."""
    kind = event.get("type")
    player = str(event.get("player") or event.get("by") or "")
    if kind == "foul":
        count = int(str(event.get("count", 1)))
        if count == 3:
            return fill(
                translate("Texts", "{player}: third foul, and the next speech is lost"), player=player
            )
        return fill(translate("Texts", "{player}: foul {count}"), player=player, count=count)
    if kind == "speech_lost":
        return fill(translate("Texts", "{player} loses this speech (three fouls)"), player=player)
    if kind == "best_move":
        targets = event.get("targets") or ()
        named = names(list(targets) if isinstance(targets, (list, tuple)) else [])
        mafia = event.get("mafia")
        if mafia is None:
            return fill(translate("Texts", "{player}'s best move: {named}"), player=player, named=named)
        return fill(
            translate("Texts", "{player}'s best move: {named} ({mafia} of them mafia)"),
            player=player,
            named=named,
            mafia=mafia,
        )
    return fill(
        translate("Texts", "Extra points for {player}: {points} ({reason})"),
        player=player,
        points=points_text(float(str(event.get("points", 0)))),
        reason=str(event.get("reason", "")),
    )


def points_text(value: float) -> str:
    """Points as a protocol writes them, in the language being spoken: ``+1.25``, ``−0.5``,
    ``0`` (``+0,3`` in Russian)."""
    if value == 0:
        return number(0)
    rounded = round(abs(value), 2)
    places = 0 if rounded == int(rounded) else 1 if round(rounded, 1) == rounded else 2
    return signed("+" if value > 0 else "\u2212", decimal(rounded, places))


def signed(sign: str, text: str) -> str:
    """A number's ``sign`` ("+", "−") before it, kept on its left in a right-to-left language (a
    left-to-right mark before it, as Qt's Persian minus has): "+۰٫۵" never reads "۰٫۵+"."""
    return ("\u200e" if _rtl() else "") + sign + text


REFUSAL_WORDS = (
    QT_TRANSLATE_NOOP("RefusalWords", "vote"),
    QT_TRANSLATE_NOOP("RefusalWords", "accuse"),
    QT_TRANSLATE_NOOP("RefusalWords", "accused"),
    QT_TRANSLATE_NOOP("RefusalWords", "nominate"),
    QT_TRANSLATE_NOOP("RefusalWords", "nominated"),
    QT_TRANSLATE_NOOP("RefusalWords", "second"),
    QT_TRANSLATE_NOOP("RefusalWords", "voted for"),
    QT_TRANSLATE_NOOP("RefusalWords", "accuser"),
    QT_TRANSLATE_NOOP("RefusalWords", "suspect"),
    QT_TRANSLATE_NOOP("RefusalWords", "town"),
    QT_TRANSLATE_NOOP("RefusalWords", "mafia"),
    QT_TRANSLATE_NOOP("RefusalWords", "charge"),
    QT_TRANSLATE_NOOP("RefusalWords", "execution"),
    QT_TRANSLATE_NOOP("RefusalWords", "conviction"),
    QT_TRANSLATE_NOOP("RefusalWords", "jailing"),
    QT_TRANSLATE_NOOP("RefusalWords", "leaving"),
    QT_TRANSLATE_NOOP("RefusalWords", "end_night"),
    QT_TRANSLATE_NOOP("RefusalWords", "end_day"),
    QT_TRANSLATE_NOOP("RefusalWords", "tally"),
    QT_TRANSLATE_NOOP("RefusalWords", "don_check"),
    QT_TRANSLATE_NOOP("RefusalWords", "nobody"),  # who may make the best move, where no one may
)


def _act_word(act: str) -> str:
    """An act named in a refusal: its own word, or a night act's verb ("stab", "guard")."""
    if act in REFUSAL_WORDS or act not in NIGHT_ACTS:
        return translate("RefusalWords", act)
    return translate("RefusalWords", NIGHT_ACTS[act].verb)


def refusal_text(code: str, params: dict[str, object], fallback: str) -> str:
    """An engine refusal in the user's language, from its code and parameters."""
    from mafia_desktop.engine.errors import MOTION_NOUNS, TEMPLATES

    template = TEMPLATES.get(code)
    if template is None:
        return fallback
    shown: dict[str, object] = {}
    for key, value in params.items():
        if key == "acts" and isinstance(value, (list, tuple)):
            shown[key] = names([_act_word(str(act)) for act in value])
        elif isinstance(value, (list, tuple, set)):
            shown[key] = names(list(value))
        elif key == "who":
            shown[key] = title_word(str(value))
        elif key == "motion":
            shown[key] = translate("RefusalWords", MOTION_NOUNS.get(str(value), str(value)))
        elif key == "team" and str(value) in TEAMS:
            shown[key] = team_word(str(value), "name")
        elif key in ("role", "act", "party", "team", "done"):
            shown[key] = translate("RefusalWords", str(value))
        elif key == "maker" and not value:
            shown[key] = translate("RefusalWords", "nobody")
        else:
            shown[key] = text_of(value)
    sentence = translate("Refusals", template)
    try:
        return sentence.format(
            **{k: isolate(v, sentence) if isinstance(v, str) else v for k, v in shown.items()}
        )
    except (KeyError, IndexError, ValueError):
        return fallback


def check_answer(
    rules: Rules, act: str, result: str | None, call: str = "", targets: tuple[str, ...] = ()
) -> str:
    """A check's answer for the referee, naming whose check it was (``call``: the role called,
    where it is not the act's own): "The Sheriff: mafia", "The Don found the Sheriff", "The Don:
    not the Sheriff", "The Sheriff: no answer" (a block); an act that names several players, with
    them: "The Journalist: Ann and Bob — one side"."""
    spec = NIGHT_ACTS[act]
    kind = spec.behaviour
    found = result == spec.finds
    by = role_name(rules, call or spec.call)
    if result is None:
        return fill(translate("Texts", "The {by}: {result}"), by=by, result=translate("Texts", "no answer"))
    if kind.answers not in ("team", "role"):
        return fill(
            translate("Texts", "The {by}: {targets} — {result}"),
            by=by,
            targets=names(list(targets)),
            result=act_result(act, result),
        )
    if spec.finds == "mafia":
        text = translate("Texts", "The {by}: mafia") if found else translate("Texts", "The {by}: not mafia")
        return fill(text, by=by)
    if found:
        return fill(
            translate("Texts", "The {by} found the {title}"), by=by, title=role_object(rules, spec.finds)
        )
    return fill(translate("Texts", "The {by}: not the {title}"), by=by, title=role_name(rules, spec.finds))


def timer_label(kind: str, who: str | None) -> str:
    table = {
        "speech": translate("Texts", "{who} speaks"),
        "last_words": translate("Texts", "Last words: {who}"),
        "night_last_words": translate("Texts", "Last words: {who}"),
        "defence": translate("Texts", "Defence: {who}"),
        "discussion": translate("Texts", "Discussion"),
        "day_limit": translate("Texts", "Time left today"),
    }
    return fill(table.get(kind, ""), who=who or "")


# --- set-up ---------------------------------------------------------------------------------------


def name_problem_text(seat: int, name: str, code: str) -> str:
    reason = {
        "empty": translate("Texts", "a name cannot be empty"),
        "too_long": translate("Texts", "a name can have at most 24 characters"),
        "control": translate("Texts", "a name cannot contain line breaks or tabs"),
        "duplicate": translate("Texts", "this name looks the same as another player's (ignoring case)"),
        "invisible": translate(
            "Texts", "a name cannot contain invisible or text-direction characters (zero-width, bidi)"
        ),
        "blank": translate("Texts", "a name needs at least one letter, digit or sign that shows"),
    }.get(code, code)
    if seat <= 0:
        return reason[:1].upper() + reason[1:] + "."
    shown = name.strip() or "…"
    return fill(
        translate("Texts", "Seat {seat} ({name}): {reason}."), seat=seat, name=shown[:30], reason=reason
    )


def problem_text(problem: str) -> str:
    """Why a deal or the rules cannot be played, as a sentence in the user's language."""
    code = getattr(problem, "code", None)
    params = dict(getattr(problem, "params", {}))
    if "preset" in params:
        params["preset"] = preset_name(str(params["preset"]))
    if "which" in params:
        params["which"] = any_role_name(str(params["which"]))
    text = refusal_text(code, params, str(problem)) if code else str(problem)
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


OPTION_NAMES = {
    "min_players": QT_TRANSLATE_NOOP("Options", "Fewest players"),
    "max_players": QT_TRANSLATE_NOOP("Options", "Most players"),
    "mafia_meet": QT_TRANSLATE_NOOP("Options", "The mafia know each other"),
    "checkers_meet_host": QT_TRANSLATE_NOOP(
        "Options", "On the meeting night, the town's checkers meet the host"
    ),
    "first_phase": QT_TRANSLATE_NOOP("Options", "The game opens with"),
    "day": QT_TRANSLATE_NOOP("Options", "How the day votes"),
    "second_required": QT_TRANSLATE_NOOP("Options", "An accusation needs a second"),
    "two_votes": QT_TRANSLATE_NOOP("Options", "Two votes: charge, then execute"),
    "suspect_may_vote": QT_TRANSLATE_NOOP("Options", "The suspect votes on their own trial"),
    "acquittal_blocks": QT_TRANSLATE_NOOP("Options", "The acquitted are safe until tomorrow"),
    "day_ends_without_death": QT_TRANSLATE_NOOP("Options", "A day may end without a death"),
    "time_limit_pick": QT_TRANSLATE_NOOP("Options", "When time runs out, fate picks who dies"),
    "nominations": QT_TRANSLATE_NOOP("Options", "Only nominees are voted on"),
    "revote": QT_TRANSLATE_NOOP("Options", "The leader faces a revote"),
    "tie": QT_TRANSLATE_NOOP("Options", "A tie"),
    "speech_order": QT_TRANSLATE_NOOP("Options", "Speech order"),
    "kill": QT_TRANSLATE_NOOP("Options", "The night kill"),
    "skip_kill": QT_TRANSLATE_NOOP("Options", "The mafia may skip the kill"),
    "protect_self": QT_TRANSLATE_NOOP("Options", "The doctor may protect themself"),
    "protect_same_twice": QT_TRANSLATE_NOOP(
        "Options", "The doctor may protect the same player two nights running"
    ),
    "announce_save": QT_TRANSLATE_NOOP("Options", "The morning says when the doctor saved the victim"),
    "reveal": QT_TRANSLATE_NOOP("Options", "Cards turned up at death"),
    "mafia_win": QT_TRANSLATE_NOOP("Options", "The mafia win when they"),
    "speech_seconds": QT_TRANSLATE_NOOP("Options", "Speech"),
    "last_words_seconds": QT_TRANSLATE_NOOP("Options", "Last words (day)"),
    "night_last_words_seconds": QT_TRANSLATE_NOOP("Options", "Last words (night victim)"),
    "defence_seconds": QT_TRANSLATE_NOOP("Options", "Defence"),
    "discussion_seconds": QT_TRANSLATE_NOOP("Options", "Discussion"),
    "day_limit_seconds": QT_TRANSLATE_NOOP("Options", "Day time limit"),
    "day_limit_warning_seconds": QT_TRANSLATE_NOOP("Options", "Warning before the day ends"),
    "scoring": QT_TRANSLATE_NOOP("Options", "Fouls, the best move and points"),
    "single_candidate_first_day": QT_TRANSLATE_NOOP("Options", "One nominee on the first day"),
    "third_foul": QT_TRANSLATE_NOOP("Options", "A third foul costs"),
    "technical_fouls": QT_TRANSLATE_NOOP("Options", "Technical fouls that remove a player"),
}

# A short explanation under the federation's options in set-up (the others say it in their name).
OPTION_HELP = {
    "scoring": QT_TRANSLATE_NOOP(
        "Options",
        "The points of a game: the federation's current ones, or an older version (three mafia in the"
        " best move earn 0.5; the oldest also takes 0.7 for any removal).",
    ),
    "single_candidate_first_day": QT_TRANSLATE_NOOP(
        "Options", "The federation's rule: with one nominee on the first day, no vote is held."
    ),
    "third_foul": QT_TRANSLATE_NOOP(
        "Options", "The federation's rule: 30 seconds instead of 60 (half of the speech's time)."
    ),
    "technical_fouls": QT_TRANSLATE_NOOP(
        "Options", "0: none are given. The federation's rule: 2. The referee gives them as a foul."
    ),
}

# The named point sets (engine/rules.py SCORING_PRESETS), as set-up offers them.
SCORING_PRESET_NAMES = {
    "fiim_current": QT_TRANSLATE_NOOP("Options", "Federation, current"),
    "fiim_older_best_move": QT_TRANSLATE_NOOP("Options", "Federation, older: best move 0.5"),
    "fiim_older_removal": QT_TRANSLATE_NOOP("Options", "Federation, older: removal −0.7"),
}

CHOICES = {
    "meeting_night": QT_TRANSLATE_NOOP("Options", "a meeting night"),
    "talk_day": QT_TRANSLATE_NOOP("Options", "a day of talk, no vote"),
    "night": QT_TRANSLATE_NOOP("Options", "a night with a kill"),
    "day": QT_TRANSLATE_NOOP("Options", "a day with a vote"),
    "accusation": QT_TRANSLATE_NOOP("Options", "accusations and trials"),
    "tally": QT_TRANSLATE_NOOP("Options", "a tally of raised hands"),
    "retally": QT_TRANSLATE_NOOP("Options", "a revote, then nobody goes"),
    "car_crash": QT_TRANSLATE_NOOP("Options", "car crash"),
    "none": QT_TRANSLATE_NOOP("Options", "nobody goes"),
    "rotating": QT_TRANSLATE_NOOP("Options", "day k opens with seat k"),
    "majority": QT_TRANSLATE_NOOP("Options", "more than half of the mafia agree"),
    "unanimous": QT_TRANSLATE_NOOP("Options", "all the mafia agree"),
    "team": QT_TRANSLATE_NOOP("Options", "one team choice"),
    "never": QT_TRANSLATE_NOOP("Options", "never"),
    "vote": QT_TRANSLATE_NOOP("Options", "when voted out"),
    "always": QT_TRANSLATE_NOOP("Options", "always"),
    "parity": QT_TRANSLATE_NOOP("Options", "equal the rest"),
    "speech": QT_TRANSLATE_NOOP("Options", "the next speech"),
    "half_speech": QT_TRANSLATE_NOOP("Options", "half of the next speech"),
}


def option_name(name: str) -> str:
    return QCoreApplication.translate("Options", OPTION_NAMES.get(name, name))


# Where one choice means something else under another option.
CHOICES_OF = {
    ("speech_order", "none"): QT_TRANSLATE_NOOP("Options", "free discussion, no set order"),
    ("mafia_win", "majority"): QT_TRANSLATE_NOOP("Options", "outnumber the rest"),
    ("single_candidate_first_day", "vote"): QT_TRANSLATE_NOOP("Options", "is voted on, as any day"),
    ("single_candidate_first_day", "no_vote"): QT_TRANSLATE_NOOP("Options", "no vote: the day ends"),
}


def option_help(name: str) -> str:
    """The short explanation set-up shows under an option ("" where its name says it all)."""
    text = OPTION_HELP.get(name)
    return QCoreApplication.translate("Options", text) if text else ""


def scoring_preset_name(name: str) -> str:
    return QCoreApplication.translate("Options", SCORING_PRESET_NAMES.get(name, name))


def option_choice(option: str, choice: str) -> str:
    text = CHOICES_OF.get((option, choice)) or CHOICES.get(choice, choice)
    return QCoreApplication.translate("Options", text)


def rules_summary(rules: Rules) -> str:
    """A plain summary of a rule set, built from its options (see :mod:`.rules_summary`)."""
    from mafia_desktop.rules_summary import rules_summary as summary

    return summary(rules)


# --- private turns --------------------------------------------------------------------------------


def card_name(code: str, preset: str = "") -> str:
    """A playing card, as the deck recipe and the card-entry panel name it ("a Jack"): a
    registered card kind, a deal's spare cards ("Ace of spades from the other deck") or a blank
    card with a role's name (its title under ``preset``) written on it."""
    spare = spare_cards(code)
    if spare is not None:
        return spare_name(spare)
    role = written_role(code)
    if role is not None and role in ROLES:
        return fill(
            translate("Cards", "blank card with “{role}” written on it"), role=written_name(role, preset)
        )
    known = CARDS.get(code)
    if known is None:
        raise LookupError(f"no playing card {code!r} is registered")
    return translate("Cards", known.name)


def spare_name(cards: tuple[tuple[int, str, str], ...], listed: bool = False) -> str:
    """A role's spare cards (all of one deck): "red Joker", "Ace of spades or Ace of hearts from
    the other deck"; ``listed``: the recipe's list of the cards to take ("Ace of spades, Ace of
    hearts from the other deck")."""
    shown = [translate("Cards", SINGLE_NAMES[(rank, suit)]) for _, rank, suit in cards]
    if len(shown) == 1 or listed:
        text = joined(shown)
    else:
        text = fill(translate("Cards", "{cards} or {card}"), cards=joined(shown[:-1]), card=shown[-1])
    if any(deck == OTHER for deck, _, _ in cards):
        return fill(translate("Cards", "{card} from the other deck"), card=text)
    return text


def written_name(role: str, preset: str) -> str:
    """What a blank card of ``role`` says: the role's title under ``preset``."""
    return title_word(ROLES[role].title(preset))


def role_duty(rules: Rules, role: str) -> str:
    """What a role does, in one line: its card on the private panel and in print."""
    known = ROLES.get(role)
    own = pack_word(role, "duty")
    if own is not None:
        return own  # plain text, as the pack wrote it
    if known is None or not known.duty:
        return ""
    finds = next((NIGHT_ACTS[a].id for a in known.night_acts if NIGHT_ACTS[a].behaviour.answers), None)
    return fill(translate("Duties", known.duty), finds=finds_name(rules, finds) if finds else "")


def call_name(call: str, rules: Rules) -> str:
    """The role a step wakes (laptop in the middle): public, no player named."""
    return role_name(rules, call)


def private_title(
    stage: str,
    who: str | None,
    seat: int | None,
    call: str | None,
    rules: Rules | None,
    end: str = "table",
) -> str:
    """The panel's title; at the ``end`` of the round, where the laptop goes: back to the
    ``table``, to the ``host`` (the referee console's deal), back to the middle (``to_middle``:
    the deal went round a table that plays with the laptop in the middle), or nowhere (the
    ``middle``: the night's roles were woken there). The night's end says only what is true
    however the night went: every role was called (a step may have ended with its time, and
    that must not show). After one player saw their ``card`` again: back on the table."""
    if stage == "end" and end == "host":
        return translate("Texts", "Everyone has seen their card. Give the laptop back to the host.")
    if stage == "end" and end == "card":  # one player saw their card again
        return translate("Texts", "Thank you. Put the laptop back where it was.")
    if stage == "end" and end == "middle":
        return translate(
            "Texts", "Every role has been called: the night is over. The laptop stays in the middle."
        )
    if stage == "end" and end == "phones":  # the laptop's turns are had; phones still play
        return translate("Texts", "The laptop's turns are over. The night waits for the phones.")
    if stage == "end" and end == "to_middle":
        return translate("Texts", "Everyone has had their turn. Put the laptop back in the middle.")
    if stage == "end":
        return translate("Texts", "Everyone has had their turn. Pass the laptop back to the table.")
    if call is not None and rules is not None:
        return fill(translate("Texts", "{role}, wake up"), role=call_name(call, rules))
    if stage == "cover":
        return fill(translate("Texts", "Pass the laptop to {who} (seat {seat})"), who=who, seat=seat)
    return fill(translate("Texts", "{who}'s turn (seat {seat})"), who=who, seat=seat)


def private_secret(code: str, params: dict[str, object], rules: Rules | None) -> str:
    """The words only the person holding the panel sees (``rules``: None while cards are entered,
    before the game exists)."""
    problem = params.get("problem")
    tail = ""
    if problem == "pick_first":
        tail = "\n" + translate("Texts", "Tap a seat first, then Confirm.")
    elif problem:
        tail = "\n" + translate("Texts", "That choice is not possible: pick another player.")
    if code == "which_card":
        return translate("Texts", "Which card do you hold? Choose it below, then Confirm.") + tail
    if rules is None:
        return ""
    if code == "role_card":
        role = str(params.get("role"))
        lines = [
            fill(translate("Texts", "You are: {role}"), role=role_name(rules, role)),
            role_duty(rules, role),
        ]
        mates = params.get("mates")
        if isinstance(mates, (list, tuple)) and mates:
            # A name a line: the room the longest names take is the most any deal can need.
            lines.append(translate("Texts", "The other mafia:"))
            lines += [str(m) for m in mates]
        return "\n".join(lines)
    if code == "question":
        act = NIGHT_ACTS.get(str(params.get("act")))
        if act is not None:
            return _question(rules, act, params) + tail
        decoy = params.get("decoy")
        return {
            "suspect": translate("Texts", "Who do you suspect most?"),
            "trust": translate("Texts", "Whom do you trust most?"),
            "quiet": translate("Texts", "Who has been quietest today?"),
        }.get(str(decoy), "") + tail
    if code == "answer":
        answers = params.get("answers") or ()
        lines = []
        for act_id, target, result in answers:  # type: ignore[attr-defined]
            named = tuple(str(t) for t in target) if isinstance(target, (list, tuple)) else str(target)
            lines.append(_answer(rules, str(act_id), named, None if result is None else str(result)))
        return "\n".join(lines) if lines else translate("Texts", "Thank you. Your answer is noted.")
    if code == "wake_choose":  # a call with several acts: the act first (a button each)
        return translate(
            "Texts",
            "Choose below what you do tonight; then tap the player and Confirm. The step ends by itself "
            "when its time is up.",
        )
    if code == "wake":
        act_id = str(params.get("act") or "")
        picks = int(str(params.get("picks") or 1))
        if not params.get("chosen") and picks < 2:
            return translate(
                "Texts",
                "Tap the player you choose, then Confirm. The step ends by itself when its time is up.",
            )
        lines = []
        if act_id in NIGHT_ACTS and params.get("chosen"):
            lines.append(
                fill(
                    translate("Texts", "You chose: {act}."),
                    act=act_label(act_id, NIGHT_ACTS[act_id].per_game),
                )
            )
        picked = params.get("picked")
        if picks > 1 and isinstance(picked, (list, tuple)) and picked:
            lines.append(
                fill(
                    translate("Texts", "Chosen so far: {names}. Tap the next player, then Confirm."),
                    names=names(list(picked)),
                )
            )
        elif picks > 1:
            lines.append(
                fill(
                    translate("Texts", "You name {count} players: tap the first, then Confirm."), count=picks
                )
            )
        else:
            lines.append(translate("Texts", "Tap the player you choose, then Confirm."))
        lines.append(translate("Texts", "The step ends by itself when its time is up."))
        return "\n".join(lines)
    return ""


def private_button(key: str, end: str = "table") -> str:
    """A button of the private panel; the round's last one says where the laptop goes."""
    if key == "to_table" and end == "host":
        return translate("Texts", "Back to the host")
    return {
        "got_it": translate("Texts", "Got it"),
        "confirm": translate("Texts", "Confirm"),
        "nobody": translate("Texts", "Nobody"),
        "done": translate("Texts", "Done"),
        "morning": translate("Texts", "Morning"),
        "to_table": translate("Texts", "To the table"),
        "check_cards": translate("Texts", "Check the cards"),
        "more_time": translate("Texts", "More time"),
    }.get(key) or _act_key_label(key)


def _act_key_label(key: str) -> str:
    """A private panel's button ``act:<id>``: the act, as a choice (others: the key itself)."""
    act = key.removeprefix("act:")
    if not key.startswith("act:") or act not in NIGHT_ACTS:
        return key
    return act_label(act, NIGHT_ACTS[act].per_game)


def card_mismatch(mismatch: list[tuple[str, int, int]], rules: Rules, counts: Mapping[str, int]) -> str:
    """The cards entered privately do not add up to the deal of ``counts``: which card, how many."""
    cards = dict(plan(rules, counts).choices())
    parts = [
        fill(
            translate("Texts", "{entered} × {card} entered, but {dealt} dealt"),
            entered=entered,
            card=card_name(cards[role], rules.preset) if role in cards else role_name(rules, role),
            dealt=dealt,
        )
        for role, entered, dealt in mismatch
    ]
    return "; ".join(parts) + ". " + translate("Texts", "Everyone enters their card again, privately.")


def card_mismatch_host(mismatch: list[tuple[str, int, int]], rules: Rules) -> str:
    """The host's deal screen: the cards entered do not add up to the deal."""
    parts = [
        fill(
            translate("Texts", "{role}: {entered} entered, {dealt} dealt"),
            role=role_name(rules, role),
            entered=entered,
            dealt=dealt,
        )
        for role, entered, dealt in mismatch
    ]
    return "; ".join(parts) + ". " + translate("Texts", "Tap a seat to change its card.")


def meeting_checkers(rules: Rules) -> list[str]:
    """The town roles that wake on the meeting night to meet the host (the club's Sheriff)."""
    if not rules.checkers_meet_host:
        return []
    return [
        r
        for r in rules.roles
        if not is_mafia(r) and any(NIGHT_ACTS[a].behaviour.answers for a in ROLES[r].night_acts)
    ]


def title_word(title: str) -> str:
    """A role's title (the registry's English source, as the rules name it) in words."""
    for known in ROLES.values():  # (a role pack's title is its English name)
        if known.words and known.title("") == title:
            return pack_word(known.id, "name") or title
    return translate("Roles", title)


def role_name(rules: Rules | None, role: str, count: int = 1) -> str:
    """What the rules call a role ("Inspector", "Sheriff", "Medic"), its plural for a count; with
    no rules chosen yet, its common name."""
    known = ROLES.get(role)
    if known is None:
        return role
    if known.words:
        own = pack_word(role, "plural") if count != 1 else None
        return own or pack_word(role, "name") or role
    if count != 1 and known.plural:
        return translate("Roles", known.plural)
    return title_word(rules.title(role) if rules is not None else known.title(""))


def role_object(rules: Rules, role: str) -> str:
    """What the rules call a role, as the object of a verb ("found the Sheriff")."""
    known = ROLES.get(role)
    if known is not None and known.words:
        return role_name(rules, role)
    return translate("RoleObject", rules.title(role)) if known is not None else role


def any_role_name(role: str, count: int = 1) -> str:
    """A role's common name, where no rule set is chosen yet."""
    return role_name(None, role, count)


def finds_name(rules: Rules, act: str) -> str:
    """What a check looks for, in words: "mafia", or the title of the role it seeks."""
    finds = NIGHT_ACTS[act].finds
    return translate("Texts", "mafia") if finds == "mafia" else role_name(rules, finds)


def _act_text(rules: Rules, act: str, event: dict[str, object]) -> str:
    spec = NIGHT_ACTS[act]
    kind = spec.behaviour
    by = event.get("by")
    named = event.get("targets")
    target = names([str(t) for t in named]) if isinstance(named, (list, tuple)) else event.get("target")
    result = ""
    if kind.answers:
        raw = event.get("result")
        result = act_result(act, raw if isinstance(raw, str) else None)
    title = finds_name(rules, act) if kind.answers in ("team", "role") else ""
    return fill(kind_word(spec.kind, "log"), by=by, target=target, result=result, title=title)


def _question(rules: Rules, act: NightAct, params: dict[str, object]) -> str:
    text = _act_question(rules, act, params)
    picks = int(str(params.get("picks") or 1))
    if picks > 1:  # an act that names several players: one pick each
        picked = params.get("picked")
        if isinstance(picked, (list, tuple)) and picked:
            text += "\n" + fill(
                translate("Texts", "Chosen so far: {names}. Tap the next player, then Confirm."),
                names=names(list(picked)),
            )
        else:
            text += "\n" + fill(
                translate("Texts", "You name {count} players: tap the first, then Confirm."), count=picks
            )
    return text


def _act_question(rules: Rules, act: NightAct, params: dict[str, object]) -> str:
    title = role_name(rules, str(params.get("call") or act.call))
    if act.behaviour.shared and params.get("team"):
        text = kind_word(act.kind, "question_team")
        if params.get("so_far"):
            text += "\n" + fill(
                translate("Texts", "So far: {target} (chosen by {by})."),
                target=params.get("so_far"),
                by=params.get("so_far_by"),
            )
        return text
    finds = finds_name(rules, act.id) if act.behaviour.answers else ""
    return fill(kind_word(act.kind, "question"), title=title, finds=finds)


def _answer(rules: Rules, act: str, target: str | tuple[str, ...], result: str | None) -> str:
    """What the actor of a check (or any act that answers) learns, as the private panel says it:
    in the kind's own sentence (``answer_found``...), else the players and the answer's word."""
    spec = NIGHT_ACTS[act]
    kind = spec.behaviour
    key = kind.result_key(spec, result)
    if key == "no_answer":
        return translate("Texts", "You learn nothing tonight.")
    named = target if isinstance(target, tuple) else (target,)
    if "answer_" + key in kind.words:
        title = finds_name(rules, act) if kind.answers in ("team", "role") else ""
        second = named[1] if len(named) > 1 else ""
        return fill(kind_word(spec.kind, "answer_" + key), target=named[0], second=second, title=title)
    return fill(
        translate("Texts", "{targets}: {result}."), targets=names(list(named)), result=act_result(act, result)
    )


# --- printed pages ----------------------------------------------------------------------------------

PRINT = {
    "role_cards": QT_TRANSLATE_NOOP("Print", "Role cards: {preset}, {players} players"),
    "backs": QT_TRANSLATE_NOOP("Print", "Backs: print on the reverse (flip on the long edge)"),
    "cut": QT_TRANSLATE_NOOP("Print", "Cut along the marks. Every back is the same."),
    "recipe_title": QT_TRANSLATE_NOOP("Print", "The deck for {preset}, {players} players"),
    "recipe_intro": QT_TRANSLATE_NOOP(
        "Print", "Take these cards from a standard deck, shuffle, and deal one to each player:"
    ),
    "recipe_line": QT_TRANSLATE_NOOP("Print", "{count} × {card} — {role}"),
    "recipe_total": QT_TRANSLATE_NOOP("Print", "{count} cards in all."),
    "fold_title": QT_TRANSLATE_NOOP("Print", "Fold-over cards: {preset}"),
    "fold_instructions": QT_TRANSLATE_NOOP(
        "Print", "Fold the flap over the role first, then fold on the middle line. Your name stays outside."
    ),
    "fold_outside": QT_TRANSLATE_NOOP("Print", "{name}"),
    "fold_seat": QT_TRANSLATE_NOOP("Print", "seat {seat}"),
    "fold_flap": QT_TRANSLATE_NOOP("Print", "fold this flap over first"),
    "fold_inside": QT_TRANSLATE_NOOP("Print", "You are:"),
    "referee_title": QT_TRANSLATE_NOOP("Print", "Referee's sheet: {preset}"),
    "seat": QT_TRANSLATE_NOOP("Print", "Seat"),
    "name": QT_TRANSLATE_NOOP("Print", "Name"),
    "role": QT_TRANSLATE_NOOP("Print", "Role"),
    "night": QT_TRANSLATE_NOOP("Print", "Night {n}"),
    "day": QT_TRANSLATE_NOOP("Print", "Day {n}"),
    "killed": QT_TRANSLATE_NOOP("Print", "killed"),
    "checked": QT_TRANSLATE_NOOP("Print", "checked"),
    "out": QT_TRANSLATE_NOOP("Print", "Out"),
    "notes": QT_TRANSLATE_NOOP("Print", "Notes"),
    "mates": QT_TRANSLATE_NOOP("Print", "The other mafia: {names}."),
    "protocol_title": QT_TRANSLATE_NOOP("Print", "Game protocol"),
    "nominations": QT_TRANSLATE_NOOP("Print", "Nominated"),
    "votes": QT_TRANSLATE_NOOP("Print", "Votes"),
    "kills": QT_TRANSLATE_NOOP("Print", "Killed at night"),
    "checks": QT_TRANSLATE_NOOP("Print", "Checks"),
    "result": QT_TRANSLATE_NOOP("Print", "Result"),
    "log_title": QT_TRANSLATE_NOOP("Print", "Game log: {preset}"),
    "seed": QT_TRANSLATE_NOOP("Print", "Seed {seed}"),
    "cards_dealt": QT_TRANSLATE_NOOP("Print", "The cards"),
    "timeline": QT_TRANSLATE_NOOP("Print", "Timeline"),
    "page": QT_TRANSLATE_NOOP("Print", "Page {page} of {pages}"),
    "generated": QT_TRANSLATE_NOOP("Print", "Mafia Desktop"),
    "card_rules": QT_TRANSLATE_NOOP("Print", "{preset} rules"),
    # -- cards and fold-over cards
    "mates_seats": QT_TRANSLATE_NOOP("Print", "The other mafia: seats {seats}."),
    "mates_none": QT_TRANSLATE_NOOP("Print", "You are the only mafioso."),
    # -- printers, files and the print dialog
    "one_sided": QT_TRANSLATE_NOOP(
        "Print",
        "A printer that prints one side only: print the odd pages (the fronts), put the card sheets"
        " back in the tray turned over on their long edge, then print the even pages (the backs).",
    ),
    "card_stock": QT_TRANSLATE_NOOP(
        "Print",
        "Print the cards on card stock (200–250 g/m²), or at least on thick paper (160 g/m²), and keep"
        " them in opaque sleeves.",
    ),
    "fold_stock": QT_TRANSLATE_NOOP(
        "Print",
        "Print the fold-over cards on one side of thick paper (120–160 g/m²): it folds cleanly and"
        " nothing shows through the fold. Heavier card stock cracks on the fold unless it is scored"
        " first.",
    ),
    # -- the deck recipe and the sheets
    "recipe_count": QT_TRANSLATE_NOOP("Print", "{count} × {card}"),
    "recipe_cards": QT_TRANSLATE_NOOP("Print", "{cards} — {role}"),
    "recipe_written_one": QT_TRANSLATE_NOOP("Print", "No playing card: write “{role}” on a blank card"),
    "recipe_written": QT_TRANSLATE_NOOP("Print", "No playing card: write “{role}” on {count} blank cards"),
    "recipe_other_deck": QT_TRANSLATE_NOOP(
        "Print",
        "Cards “from the other deck” come from a second standard deck with a different back. So that the"
        " backs give no role away, put every card of the deal in the same opaque sleeves.",
    ),
    "recipe_written_note": QT_TRANSLATE_NOOP(
        "Print",
        "A role with no playing card: write its name on a blank card with the same back as the other"
        " cards (a spare blank card of the deck, or a card of that back with a label over its face).",
    ),
    "recipe_decks": QT_TRANSLATE_NOOP(
        "Print",
        "Take these cards from {decks} standard decks with the same back (different backs would give"
        " roles away), shuffle, and deal one to each player:",
    ),
    "club_nominates": QT_TRANSLATE_NOOP("Print", "Nominates"),
    "club_voted": QT_TRANSLATE_NOOP("Print", "Voted for"),
    "club_legend": QT_TRANSLATE_NOOP(
        "Print",
        "Nominates: the seat this player nominated. Voted for: the seat this player voted for in each"
        " vote of the day, in order (a revote after a tie comes second); + or − for or against all the"
        " tied players leaving; · no vote. Checks: the seat checked, + found, − not.",
    ),
    # -- the protocol's header and the game's page (FIIM: fouls, shots, votes, best move, points)
    "header_date": QT_TRANSLATE_NOOP("Print", "Date"),
    "header_club": QT_TRANSLATE_NOOP("Print", "Club or table"),
    "header_game": QT_TRANSLATE_NOOP("Print", "Game"),
    "header_referee": QT_TRANSLATE_NOOP("Print", "Referee"),
    "header_series": QT_TRANSLATE_NOOP("Print", "Series"),
    "protocol_nights": QT_TRANSLATE_NOOP("Print", "Nights"),
    "protocol_votes": QT_TRANSLATE_NOOP("Print", "Votes of each day"),
    "protocol_best_move": QT_TRANSLATE_NOOP("Print", "Best move"),
    "protocol_extra": QT_TRANSLATE_NOOP("Print", "Referee's extra points"),
    "fouls": QT_TRANSLATE_NOOP("Print", "Fouls"),
    "points": QT_TRANSLATE_NOOP("Print", "Points"),
    "points_win": QT_TRANSLATE_NOOP("Print", "Win"),
    "points_extra": QT_TRANSLATE_NOOP("Print", "Extra"),
    "points_total": QT_TRANSLATE_NOOP("Print", "Total"),
    "left_vote": QT_TRANSLATE_NOOP("Print", "Voted out"),
    "left_shot": QT_TRANSLATE_NOOP("Print", "Shot"),
    "left_killed": QT_TRANSLATE_NOOP("Print", "Killed"),
    "left_fouls": QT_TRANSLATE_NOOP("Print", "Removed (fouls)"),
    "left_time": QT_TRANSLATE_NOOP("Print", "Time limit"),
    "left_technical": QT_TRANSLATE_NOOP("Print", "Removed (technical fouls)"),
    "left_removed": QT_TRANSLATE_NOOP("Print", "Removed by the referee"),
    "left_surrendered": QT_TRANSLATE_NOOP("Print", "Gave up"),
    "protocol_shooting_order": QT_TRANSLATE_NOOP("Print", "The Don's shooting order (zero night)"),
    "removed_reason": QT_TRANSLATE_NOOP("Print", "Removed: {reason}"),
    "left_at": QT_TRANSLATE_NOOP("Print", "{how}, {when}"),
    "night_heading": QT_TRANSLATE_NOOP("Print", "Night"),
    "day_heading": QT_TRANSLATE_NOOP("Print", "Day"),
    "shot_at": QT_TRANSLATE_NOOP("Print", "Shot at"),
    "shot_hit": QT_TRANSLATE_NOOP("Print", "Hit"),
    "shot_saved": QT_TRANSLATE_NOOP("Print", "Saved"),
    "shot_missed": QT_TRANSLATE_NOOP("Print", "Missed"),
    "votes_seat": QT_TRANSLATE_NOOP("Print", "seat {seat}: {count}"),
    "votes_all_leave": QT_TRANSLATE_NOOP("Print", "All leave (seats {seats})? {yes} for, {needed} needed"),
    "votes_motion": QT_TRANSLATE_NOOP("Print", "{motion}: {yes} for, {needed} needed"),
    "best_by": QT_TRANSLATE_NOOP("Print", "Made by"),
    "best_named": QT_TRANSLATE_NOOP("Print", "Named"),
    "best_mafia": QT_TRANSLATE_NOOP("Print", "Mafia named"),
    "player": QT_TRANSLATE_NOOP("Print", "Player"),
    "reason": QT_TRANSLATE_NOOP("Print", "Reason"),
    "winner": QT_TRANSLATE_NOOP("Print", "Winner"),
    "legend_fouls": QT_TRANSLATE_NOOP(
        "Print",
        "Fouls: ✓ for each foul given; the third costs the player's next speech, the fourth removes them.",
    ),
    "legend_shots": QT_TRANSLATE_NOOP(
        "Print", "Shot at: the seat the mafia shot, or each seat shot at where they did not agree."
    ),
    "legend_votes": QT_TRANSLATE_NOOP(
        "Print", "Votes: the votes each seat got, one line for each vote of the day, in order."
    ),
    "legend_checks": QT_TRANSLATE_NOOP("Print", "Checks: the seat checked, + found, − not."),
}


def print_text(key: str, **params: object) -> str:
    """A phrase of the printed pages (their titles, headings and instructions)."""
    return fill(translate("Print", PRINT[key]), **params)


def protocol_title(rules: Rules) -> str:
    """The game protocol's title: "Game protocol" for the club's own rules, with the rules' name
    under another preset ("Game protocol — Classic")."""
    title = print_text("protocol_title")
    return title if rules.preset == "club" else f"{title} — {preset_name(rules.preset)}"


# --- the club's series: the standings (the series screen and its printed page) -------------------

PRINT.update(
    {
        "standings_title": QT_TRANSLATE_NOOP("Print", "Standings: {series}"),
        "standings_all": QT_TRANSLATE_NOOP("Print", "Standings: all games"),
        "standings_dates": QT_TRANSLATE_NOOP("Print", "Games: {games}; from {first} to {last}"),
        "standings_day": QT_TRANSLATE_NOOP("Print", "Games: {games}; {date}"),
        "standings_place": QT_TRANSLATE_NOOP("Print", "Place"),
        "standings_points": QT_TRANSLATE_NOOP("Print", "Points"),
        "standings_wins": QT_TRANSLATE_NOOP("Print", "Wins"),
        "standings_games": QT_TRANSLATE_NOOP("Print", "Games"),
        "standings_win_rate": QT_TRANSLATE_NOOP("Print", "Win rate"),
        "standings_by_role": QT_TRANSLATE_NOOP("Print", "By role"),
        "standings_best_moves": QT_TRANSLATE_NOOP("Print", "Best moves"),
        "standings_fouls": QT_TRANSLATE_NOOP("Print", "Fouls"),
        "standings_rating": QT_TRANSLATE_NOOP("Print", "Rating"),
        "standings_rating_red": QT_TRANSLATE_NOOP("Print", "Red"),
        "standings_rating_black": QT_TRANSLATE_NOOP("Print", "Black"),
        "standings_ci": QT_TRANSLATE_NOOP("Print", "Ci"),
    }
)


def role_record(role: str, wins: int, games: int, preset: str | None = None) -> str:
    """A player's record in one role: "Sheriff 1/2" (wins of games), the role named as the rule set
    ``preset`` names it (or by its common name)."""
    if preset is not None:
        from mafia_desktop.engine.rules import PRESETS

        if preset in PRESETS:
            return f"{role_name(PRESETS[preset], role)} {number(wins)}/{number(games)}"
    return f"{any_role_name(role)} {number(wins)}/{number(games)}"


# --- the game log: a night's shot, once ----------------------------------------------------

PRINT.update(
    {
        "mafia_shot": QT_TRANSLATE_NOOP("Print", "The mafia shot at {target}"),
        "mafia_split": QT_TRANSLATE_NOOP("Print", "The mafia did not agree: {shots}"),
        "mafia_aim": QT_TRANSLATE_NOOP("Print", "{by} at {target}"),
    }
)
