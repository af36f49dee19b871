"""Request and response shapes of the API (generated), and the events of the live scan streams."""

from ._generated.models import *  # noqa: F401,F403
from ._generated.models import __all__ as _generated
from ._live_scans import LiveEvent, LiveFilteredEvent, LiveResetEvent, LiveScanEvent

__all__ = [*_generated, "LiveEvent", "LiveScanEvent", "LiveFilteredEvent", "LiveResetEvent"]
