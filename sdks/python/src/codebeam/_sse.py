"""Server-Sent Events parsing, as an EventSource does it (the HTML standard's "event stream" rules):
``event``, ``data``, ``id`` and ``retry`` fields, ``:`` comments, and lines ending in CRLF, LF or CR."""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass
from typing import List, Optional

__all__ = ["Frame", "SseParser"]

_LINE_END = re.compile(r"\r\n|\r|\n")


@dataclass
class Frame:
    """The fields of one event block (up to a blank line). ``data`` is None when the block had none."""

    event: str = ""
    data: Optional[str] = None
    #: The block's ``id`` (an empty one forgets the last event id); None when it had no id line.
    id: Optional[str] = None
    #: The block's ``retry``, in milliseconds, when it was a whole number.
    retry: Optional[int] = None


class SseParser:
    """Fed the body's bytes as they arrive, answers the blocks each chunk completed."""

    def __init__(self) -> None:
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._buffer = ""
        self._started = False
        self._after_cr = False
        self._frame = Frame()
        self._seen = False

    def feed(self, chunk: bytes) -> List[Frame]:
        text = self._decoder.decode(chunk)
        if not self._started and text:
            self._started = True
            text = text[1:] if text.startswith("\ufeff") else text
        # A CR ends its line at once; the LF of a CRLF split across two chunks is then dropped.
        if self._after_cr and text:
            text = text[1:] if text.startswith("\n") else text
            self._after_cr = False
        if text:
            self._after_cr = text.endswith("\r")
        self._buffer += text
        frames: List[Frame] = []
        while True:
            end = _LINE_END.search(self._buffer)
            if end is None:
                return frames
            line, self._buffer = self._buffer[: end.start()], self._buffer[end.end() :]
            frame = self._line(line)
            if frame is not None:
                frames.append(frame)

    def _line(self, line: str) -> Optional[Frame]:
        if line == "":
            frame, seen = self._frame, self._seen
            self._frame, self._seen = Frame(), False
            return frame if seen else None
        if line.startswith(":"):
            return None  # a comment: the server's heartbeat
        name, colon, value = line.partition(":")
        if colon and value.startswith(" "):
            value = value[1:]
        if name == "event":
            self._frame.event = value
        elif name == "data":
            self._frame.data = value if self._frame.data is None else f"{self._frame.data}\n{value}"
        elif name == "id":
            if "\0" in value:
                return None
            self._frame.id = value
        elif name == "retry":
            if not value.isdigit():
                return None
            self._frame.retry = int(value)
        else:
            return None  # an unknown field is ignored
        self._seen = True
        return None
