#!/usr/bin/env python3
"""An independent reader for a recorded asciicast v2 file.

Usage: verify_cast.py FILE.cast LAST_SCREENSHOT.txt

Parses every line as JSON, checks the header and the events (types, increasing times, no
multibyte character split across "o" events), replays the output into the pyte terminal
emulator (following "r" resizes) and compares its final screen with the screenshot's rows.
Prints one line and exits 1 on the first problem; prints "cast ok: N events" otherwise.
"""
import json
import sys

import pyte


class Screen(pyte.Screen):
    """pyte lacks REP (CSI b: repeat the last printed character), which ncurses uses."""

    last = " "

    def draw(self, data):
        if data:
            self.last = data[-1]
        super().draw(data)

    def repeat_last(self, count=1, *args, **kwargs):
        super().draw(self.last * max(1, count))


pyte.Stream.csi = dict(pyte.Stream.csi, b="repeat_last")


def fail(message):
    print("cast invalid: " + message)
    sys.exit(1)


def main(cast_path, screenshot_path):
    with open(cast_path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    if not lines:
        fail("empty file")
    try:
        header = json.loads(lines[0])
    except ValueError as e:
        fail("line 1: header is not JSON: %s" % e)
    for key, kind in (("version", int), ("width", int), ("height", int), ("timestamp", int), ("title", str), ("env", dict)):
        if not isinstance(header.get(key), kind):
            fail("header: %r missing or not %s" % (key, kind.__name__))
    if header["version"] != 2 or "TERM" not in header["env"]:
        fail("header: version must be 2 and env must name TERM")

    screen = Screen(header["width"], header["height"])
    stream = pyte.Stream(screen)
    last_time = 0.0
    for number, line in enumerate(lines[1:], start=2):
        try:
            event = json.loads(line)
        except ValueError as e:
            fail("line %d: not JSON: %s" % (number, e))
        if not (isinstance(event, list) and len(event) == 3 and isinstance(event[0], (int, float))
                and event[1] in ("o", "i", "r") and isinstance(event[2], str)):
            fail("line %d: expected [time, \"o\"|\"i\"|\"r\", data]" % number)
        if event[0] < last_time:
            fail("line %d: time %.6f goes back from %.6f" % (number, event[0], last_time))
        last_time = event[0]
        if event[1] == "o":
            if "\ufffd" in event[2]:
                fail("line %d: a multibyte character was split across events" % number)
            stream.feed(event[2])
        elif event[1] == "r":
            columns, _, rows = event[2].partition("x")
            screen.resize(int(rows), int(columns))

    with open(screenshot_path, encoding="utf-8") as f:
        expected = f.read().split("\n")
    # The golden format ends with a line of 80 box-drawing dashes.
    expected = expected[: expected.index("\u2500" * 80)]
    actual = [row.rstrip() for row in screen.display]
    if actual != expected:
        for row, (a, e) in enumerate(zip(actual, expected)):
            if a != e:
                fail("final screen differs at row %d:\n  cast:       %r\n  screenshot: %r" % (row, a, e))
        fail("final screen has %d rows, screenshot %d" % (len(actual), len(expected)))
    print("cast ok: %d events" % (len(lines) - 1))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__)
        sys.exit(2)
    main(sys.argv[1], sys.argv[2])
