"""The night's sound bed played, and when: :class:`BedPlayer` sends :mod:`sound_bed
<mafia_desktop.narration.sound_bed>` to the sound device, :class:`NightBed` starts it when a
narrated night begins and ends it in the morning, and ducks it under the narrator.

The UI thread never waits on audio: the bed is made ahead on a worker thread (see
:class:`~mafia_desktop.narration.sound_bed.LiveBed`), and the ``QAudioSink`` pulls from a
``QIODevice`` whose ``readData`` only takes the samples already made and applies the gain (a
millisecond or two for a quarter of a second of sound); missing samples are silence, never a wait.
The sink itself lives on the UI thread, as the narrator's and the chimes' sound effects do:
QtMultimedia ties its sound-server connection to the thread that first uses it (a sink on a thread
of its own, tried, left PulseAudio's socket notifiers on a finished thread). With no sound
device (a machine without sound, the offscreen tests) the player says so once and stays silent:
nothing raises, nothing blocks. QtMultimedia is loaded when the first night begins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QIODevice, QObject, QTimer, Signal

from mafia_desktop import settings
from mafia_desktop.narration.sound_bed import FADE_OUT_MS, RATE, LiveBed, new_seed

if TYPE_CHECKING:
    from mafia_desktop.narration.narrator import Narrator
    from mafia_desktop.ui.table.controller import GameController

BUFFER_MS = 200  # the device's buffer: the ducking is heard at most this late


class _PullDevice(QIODevice):
    """What the audio sink reads: the live bed, as much as it asks for, at once."""

    def __init__(self, bed: LiveBed, parent: QObject) -> None:
        super().__init__(parent)
        self.bed = bed
        self.open(QIODevice.OpenModeFlag.ReadOnly)

    def isSequential(self) -> bool:
        return True

    def bytesAvailable(self) -> int:
        return (1 << 16) + super().bytesAvailable()  # an endless stream

    def readData(self, maxlen: int) -> bytes:
        frames = max(0, int(maxlen)) // 2
        return self.bed.read(frames) if frames else b""

    def writeData(self, data: bytes | bytearray | memoryview, size: int) -> int:
        return -1


class BedPlayer(QObject):
    """Plays the bed: :meth:`start` fades it in (a new seed each night), :meth:`stop` fades it out
    and then lets the device go. Every call returns at once."""

    #: the sound device could not play the bed: the reason (the game goes on, silently)
    unavailable = Signal(str)
    #: the sound device answered a start: True when it plays, False when there is none
    device_answered = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.bed: LiveBed | None = None  # tonight's, while it plays or fades out
        # The worker starts now (a game is being opened) rather than at nightfall; it rests by day.
        self.live = LiveBed()
        self.live.start()
        self.volume = settings.BED_VOLUME.default
        self.available: bool | None = None  # None: not tried yet
        self.problem = ""
        self.seeds: list[int] = []  # each night's seed (tests; a bug report may quote one)
        self._sink: Any = None
        self._device: _PullDevice | None = None
        self._ending = QTimer(self)
        self._ending.setSingleShot(True)
        self._ending.setInterval(FADE_OUT_MS + BUFFER_MS + 100)
        self._ending.timeout.connect(self._on_ending_timeout)

    @property
    def playing(self) -> bool:
        """The bed runs (or fades in); False once it is fading out or stopped."""
        return self.bed is not None and not self._ending.isActive()

    def start(self, volume: int | None = None, seed: int | None = None) -> None:
        if volume is not None:
            self.volume = volume
        if self.bed is not None:  # still fading out: back up again
            self._ending.stop()
            self.bed.set_volume(self.volume)
            self.bed.fade_in()
            return
        seed = new_seed() if seed is None else seed
        self.seeds.append(seed)
        self.bed = self.live
        if self._open(self.live):
            # The night's sound begins once the device is open: its first reads are silence (so
            # the worker, asleep, cannot hold them up on the UI thread: the GIL), as the fade-in
            # would be anyway.
            self.live.begin(seed, self.volume)
            self.live.start()

    def stop(self) -> None:
        """Fade out (1.5 s), then let the device go."""
        if self.bed is not None and not self._ending.isActive():
            self.bed.fade_out()
            self._ending.start()

    def set_volume(self, percent: int) -> None:
        self.volume = percent
        if self.bed is not None:
            self.bed.set_volume(percent)

    def duck(self, on: bool) -> None:
        if self.bed is not None:
            self.bed.duck(on)

    def shutdown(self) -> None:
        """The app closes: stop at once and end the worker."""
        self._release()
        self.live.close(timeout=1.0)

    def _on_ending_timeout(self) -> None:
        self._release()

    def _release(self) -> None:
        self.bed = None
        self._ending.stop()
        self._close()
        self.live.end()

    # --- the device (QtMultimedia is loaded here, when the first night begins) --------------------

    def _open(self, bed: LiveBed) -> bool:
        """Start the device pulling from ``bed`` (True: it plays). Opening a stream is a short
        call to the sound server (about a millisecond on a desktop); reading never waits."""
        try:
            from PySide6.QtMultimedia import QAudioFormat, QAudioSink, QMediaDevices

            output = QMediaDevices.defaultAudioOutput()
            form = QAudioFormat()
            form.setSampleRate(RATE)
            form.setChannelCount(1)
            form.setSampleFormat(QAudioFormat.SampleFormat.Int16)
            if output.isNull() or not output.isFormatSupported(form):
                self._failed("no sound device")
                return False
            sink = QAudioSink(output, form, self)
            sink.setBufferSize(RATE * 2 * BUFFER_MS // 1000)
            device = _PullDevice(bed, self)
            sink.start(device)
            if sink.error().name != "NoError":
                sink.deleteLater()
                device.deleteLater()
                self._failed(f"sound device: {sink.error().name}")
                return False
        except Exception as exc:  # noqa: BLE001 - whatever the sound stack says, the night goes on
            self._failed(str(exc))
            return False
        sink.stateChanged.connect(self._on_sink_state_changed)
        self._sink, self._device = sink, device
        self.available, self.problem = True, ""
        self.device_answered.emit(True)
        return True

    def _on_sink_state_changed(self, state: Any) -> None:
        """The device went away (unplugged, the sound server ended): the night goes on silently."""
        sink = self._sink
        if sink is not None and state.name == "StoppedState" and sink.error().name != "NoError":
            problem = f"sound device: {sink.error().name}"
            self._close()
            self._failed(problem)

    def _close(self) -> None:
        sink, device, self._sink, self._device = self._sink, self._device, None, None
        if sink is not None:
            sink.stateChanged.disconnect(self._on_sink_state_changed)
            sink.stop()
            sink.deleteLater()
        if device is not None:
            device.close()
            device.deleteLater()

    def _failed(self, reason: str) -> None:
        self.available, self.problem = False, reason
        self.live.end()  # nobody will read it: the worker rests
        self.unavailable.emit(reason)
        self.device_answered.emit(False)


class NightBed(QObject):
    """When the bed plays: from the moment a narrated night begins (the town falls asleep, after
    any last words) to the morning, while the table is on screen, if the setting is on. Ducked
    while the narrator speaks. It reads only the public view and the table's flow: nothing about
    anyone's role."""

    def __init__(self, player: BedPlayer, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self.choice = settings.read_bed()
        self.shown = True
        self._controller: GameController | None = None
        self._narrator: Narrator | None = None

    def follow(self, controller: GameController | None, narrator: Narrator | None) -> None:
        """The game on the table now (and its narrator: None when the game is not narrated)."""
        if self._controller is not None:
            for signal in self._signals(self._controller):
                signal.disconnect(self.refresh)
        if self._narrator is not None and self._narrator is not narrator:
            self._narrator.speaking_changed.disconnect(self.player.duck)
        if narrator is not None and narrator is not self._narrator:
            narrator.speaking_changed.connect(self.player.duck)
        self._controller, self._narrator = controller, narrator
        if controller is not None:
            for signal in self._signals(controller):
                signal.connect(self.refresh)
        self.refresh()

    @staticmethod
    def _signals(controller: GameController) -> tuple[Any, ...]:
        return (controller.phase_changed, controller.session_changed, controller.game_changed)

    def configure(self, choice: settings.Bed) -> None:
        """The settings changed (on, off, the volume): in force at once."""
        self.choice = choice
        self.player.set_volume(choice.volume)
        self.refresh()

    def set_shown(self, shown: bool) -> None:
        """The table is on screen (or not: home, the set-up)."""
        self.shown = shown
        self.refresh()

    def wanted(self) -> bool:
        from mafia_desktop.table.session import night_held

        c = self._controller
        if c is None or self._narrator is None or not self.choice.on or not self.shown:
            return False
        if not c.table_mode.narrate:
            return False
        view = c.view()
        return view.phase == "night" and not night_held(view, c.session, c.has_referee)

    def refresh(self, *_: object) -> None:
        if self.wanted():
            if not self.player.playing:
                self.player.start(self.choice.volume)
                if self._narrator is not None:
                    self.player.duck(self._narrator.speaking)
        else:
            self.player.stop()
