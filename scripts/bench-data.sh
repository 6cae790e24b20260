#!/bin/sh
# The data set every review figure is measured on: a session of about
# EVENTS events, made from a game played to its end by script through
# the real program.
#
# How it replicates.  The game is played once (`adjutant --seed 5 -`,
# the commands of a played-to-the-end command file: activations,
# combats with their dice, losses, leaders hit, VP, notes, an undo).
# Its journal is then copied into OUT as one long session: the opening
# (`new` and what came before turn 1's first step), the played turns
# repeated as many times as EVENTS asks, as if the table set the board
# up again and played the scenario once more in the same session, and
# the game's end once, after the last repeat.  Each repeat's events keep
# their turn, step, kind, visibility, text and data, so the file holds
# the kinds and sizes of real play in their real proportions, and every
# turn in it is one the scenario has; seq and cmd (a command is its
# first event's seq) are moved on past the copy before, with the events
# they name (an undo's "cmd", a reroll's "replaces"), and each repeat's
# times three seconds an event later.  The chain is then hashed again
# by the journal's own event_hash (scripts/bench-chain.c) and the head
# set, so `log verify` checks the file as it checks any the program
# wrote, and the fold opens it as it opens a session played that long.
# A game at the table records no dice commitments (those are a
# campaign server's), so there are none to copy.
#
# The command file: BENCH_PLAY if set; else the story's played games
# (tests/fixtures/play/round-tops.cmds, else the first *.cmds there);
# else scripts/bench-play/bloodiest-day.cmds.
#
# Usage: bench-data.sh ADJUTANT OUT.adj EVENTS
# 1,000,000 events take a few seconds.
set -eu
[ $# -eq 3 ] || { echo "usage: bench-data.sh ADJUTANT OUT.adj EVENTS" >&2; exit 2; }
case $3 in
''|*[!0-9]*) echo "bench-data.sh: EVENTS must be a number of events (digits), not \"$3\"" >&2; exit 2 ;;
esac
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out=$2 events=$3
root=$(cd "$(dirname "$0")/.." && pwd)
if [ -n "${BENCH_PLAY:-}" ]; then
	play=$(cd "$(dirname "$BENCH_PLAY")" && pwd)/$(basename "$BENCH_PLAY")
elif [ -f "$root/tests/fixtures/play/round-tops.cmds" ]; then
	play=$root/tests/fixtures/play/round-tops.cmds
elif ls "$root"/tests/fixtures/play/*.cmds >/dev/null 2>&1; then
	play=$(ls "$root"/tests/fixtures/play/*.cmds | head -1)
else
	play=$root/scripts/bench-play/bloodiest-day.cmds
fi
chain=$root/build/release/bench-chain
make -s -C "$root" build/release/bench-chain >/dev/null

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
rm -f "$out" "$out-wal" "$out-shm"

# The game, played once.  A play file may hold refusals on purpose (a
# command tried where the rules forbid it): the journal is what counts.
XDG_DATA_HOME=$work/xdg HOME=$work "$bin" --session "$work/g.adj" --seed 5 - \
    < "$play" > "$work/play.out" 2>&1 || true
n=$(sqlite3 "$work/g.adj" 'SELECT count(*) FROM event' 2>/dev/null || echo 0)
[ "$n" -gt 2 ] || { echo "bench-data.sh: $play played no game:" >&2;
    tail -5 "$work/play.out" >&2; exit 1; }

# b: turn 1's first step (the first event after `new`); e: the command
# that ended the game (or past the last event); L: the played turns.
set -- $(sqlite3 -separator ' ' "$work/g.adj" "SELECT
    (SELECT min(seq) FROM event WHERE seq > 1),
    coalesce((SELECT cmd FROM event WHERE kind = 'end' ORDER BY seq LIMIT 1),
    (SELECT max(seq) + 1 FROM event))")
b=$1 e=$2 l=$(($2 - $1))
[ "$l" -gt 0 ] || { echo "bench-data.sh: $play ended before its first turn" >&2; exit 1; }
k=$(( (events - (b - 1) - (n - e + 1) + l / 2) / l ))
[ "$k" -ge 1 ] || k=1

sqlite3 "$work/g.adj" "PRAGMA wal_checkpoint(TRUNCATE)" >/dev/null
cp "$work/g.adj" "$out"
sqlite3 "$out" >/dev/null <<EOF
PRAGMA journal_mode = DELETE;
PRAGMA synchronous = OFF;
BEGIN;
CREATE TEMP TABLE src AS SELECT * FROM event WHERE seq >= $b;
DELETE FROM event WHERE seq >= $b;
WITH RECURSIVE r(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM r WHERE i < $k - 1),
copy AS (SELECT s.*, r.i * $l AS off FROM r, src s WHERE s.seq < $e
    UNION ALL SELECT s.*, ($k - 1) * $l FROM src s WHERE s.seq >= $e)
INSERT INTO event
SELECT seq + off, CASE WHEN off = 0 THEN cmd ELSE max(cmd, $b) + off END, turn, phase, kind, vis, text,
    CASE WHEN kind = 'undo' AND json_type(data, '\$.cmd') = 'integer'
	THEN json_set(data, '\$.cmd', json_extract(data, '\$.cmd') + off)
    WHEN json_type(data, '\$.replaces') = 'integer'
	THEN json_set(data, '\$.replaces', json_extract(data, '\$.replaces') + off)
    ELSE data END,
    strftime('%Y-%m-%dT%H:%M:%SZ', at, '+' || (off * 3) || ' seconds'), '', ''
FROM copy ORDER BY seq + off;
COMMIT;
EOF
"$chain" "$out"
echo "$out: $(sqlite3 "$out" 'SELECT count(*) FROM event') events: $(basename "$play") ($n events), its $l events of play repeated $k times"
