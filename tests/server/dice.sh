#!/bin/sh
# Dice nobody can doubt (issue 24, item 8): a campaign's server commits to
# the seed of each turn's dice before it rolls them, derives every roll
# from that seed, the role it is rolled for and that role's count, and
# reveals the seed as the turn ends; `log verify` in the umpire's copy and
# in a side's recomputes every roll of every finished turn and says how
# many.  An undone roll still counts; the undo of a turn's end has a fresh
# seed committed to.  A draw or a revealed seed edited in a copy (its hash
# chain made good again, so that only the dice can tell) is reported at
# its event; so is a roll whose dice were edited.  One draw is recomputed
# by the openssl command, from the derivation's description alone.
# Usage: dice.sh ADJUTANT
tests=$(cd "$(dirname "$0")/.." && pwd)
. "$tests/lib.sh"
adj() { "$bin" --session "$@"; }
rechain() { sh "$tests/fixtures/rechain.sh" "$@"; }
q() { sqlite3 "d/$C.adj" "$1"; }
"$bin" serve --data d new terrible-swift-sword little-round-top > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); UN=$(tok union); CS=$(tok confederate)

# Made: its dice are committed to before any command.
check "a new campaign commits to its first turn's dice" "1|1|all" \
    "$(q "SELECT json_extract(data, '$.epoch'), json_extract(data, '$.turn') = turn, vis FROM event WHERE kind = 'dice-commit'")"
seed1=$(q "SELECT substr(value, 3) FROM meta WHERE key = 'dice-seed'")
t1=$(q "SELECT turn FROM event WHERE kind = 'dice-commit'")
check "...its seed kept beside the journal, in no event" "64 0" \
    "${#seed1} $(q "SELECT count(*) FROM event WHERE data LIKE '%$seed1%'")"
check "...and the commitment is its SHA-256" \
    "$(printf '%s' "$seed1" | xxd -r -p | sha256sum | cut -c1-64)" \
    "$(q "SELECT json_extract(data, '$.commit') FROM event WHERE kind = 'dice-commit'")"

serve_start --rate 0
URL="http://127.0.0.1:$port"
adj u.adj -c "sync join $URL $U" > /dev/null 2>&1
adj n.adj -c "sync join $URL $UN" > /dev/null 2>&1
adj c.adj -c "sync join $URL $CS" > /dev/null 2>&1

# Turn 1: every role rolls; a typed roll; an undone roll.
adj u.adj -c 'roll 2d6' > /dev/null 2>&1
adj n.adj -c 'roll d66' -c 'roll 3d6' > /dev/null 2>&1
adj c.adj -c 'roll d6' > /dev/null 2>&1
adj n.adj -c 'roll 2d6 roll=7' > /dev/null 2>&1
check "each roll records its draws: epoch, role, count" \
    "union:1,2|union:3,4,5" \
    "$(q "SELECT json_extract(data, '$.draws.role') || ':' || (SELECT group_concat(json_extract(value, '$.n')) FROM json_each(data, '$.draws.each')) FROM event WHERE kind = 'roll' AND json_extract(data, '$.actor') = 'union' AND json_extract(data, '$.draws.epoch') = 1 ORDER BY seq" | paste -sd '|')"
check "...a typed roll none" "1|0" \
    "$(q "SELECT count(*), count(json_extract(data, '$.draws')) FROM event WHERE kind = 'roll' AND json_extract(data, '$.typed')")"
adj u.adj -c 'roll d6' > /dev/null 2>&1
adj u.adj -c 'undo reason=rolled for the wrong unit' > /dev/null 2>&1
adj u.adj -c 'roll d6' > /dev/null 2>&1
check "an undone roll still counts: the umpire's next draw is his fourth" \
    "4" "$(q "SELECT json_extract(data, '$.draws.each[0].n') FROM event WHERE kind = 'roll' ORDER BY seq DESC LIMIT 1")"
check "the seed is in no copy" "0 0 0" \
    "$(grep -ac "$seed1" u.adj) $(grep -ac "$seed1" n.adj) $(grep -ac "$seed1" c.adj)"
adj u.adj -c 'log verify' > out 2>&1
check "log verify in the turn: nothing revealed yet, the typed roll apart" 1 \
    "$(grep -c '^Dice: 0 server draws in 0 revealed turns recomputed from their seeds; 10 in the turn under way not yet revealed; 1 roll typed from real dice, not counted\.$' out)"

# The turn's end reveals the seed and commits to the next.
turn() { adj u.adj --json -c status 2>/dev/null | sed -n 's/.*"turn":\([0-9]*\),.*/\1/p' | head -1; }
i=0
while [ "$(turn)" = 1 ] && [ $i -lt 40 ]; do
	adj u.adj -c next > /dev/null 2>&1; i=$((i + 1)); done
check "the umpire's nexts reach turn 2" 2 "$(turn)"
moved=$(q "SELECT cmd FROM event WHERE kind = 'phase' AND turn > $t1 ORDER BY seq LIMIT 1")
check "the command that moved into turn 2 revealed epoch 1 and committed to epoch 2" \
    "dice-reveal:1:$((t1 + 1)) dice-commit:2:$((t1 + 1))" \
    "$(q "SELECT kind || ':' || json_extract(data, '$.epoch') || ':' || turn FROM event WHERE cmd = $moved AND kind LIKE 'dice-%' ORDER BY seq" | paste -sd ' ')"
check "...the seed revealed is the one kept" "$seed1" \
    "$(q "SELECT json_extract(data, '$.seed') FROM event WHERE kind = 'dice-reveal'")"

# Anyone can recompute a draw from the description alone: HMAC-SHA256
# of "adjutant-dice-1\nEPOCH\nROLE\nCOUNT\n0" keyed by the seed, its first
# 64 bits modulo the range.
mac=$(printf 'adjutant-dice-1\n1\nunion\n3\n0' |
    openssl dgst -sha256 -mac HMAC -macopt "hexkey:$seed1" | awk '{ print $NF }')
hi=$((0x$(echo "$mac" | cut -c1-8))) lo=$((0x$(echo "$mac" | cut -c9-16)))
check "openssl recomputes the union's third draw (a d6)" \
    "$(( ((hi % 6) * (4294967296 % 6) + lo) % 6 ))" \
    "$(q "SELECT json_extract(value, '$.v') FROM event, json_each(data, '$.draws.each') WHERE json_extract(data, '$.draws.role') = 'union' AND json_extract(value, '$.n') = 3 AND json_extract(data, '$.draws.epoch') = 1")"

# The undo of a turn's end: its seed is revealed, a fresh one committed.
adj u.adj -c 'undo reason=one step too far' > /dev/null 2>&1
check "the turn's end undone: turn 1 again" 1 "$(turn)"
check "...epoch 2 revealed and epoch 3 committed to for turn 1" \
    "dice-reveal:2: dice-commit:3:$t1" \
    "$(q "SELECT kind || ':' || json_extract(data, '$.epoch') || ':' || ifnull(json_extract(data, '$.turn'), '') FROM event WHERE cmd = (SELECT max(cmd) FROM event) AND kind LIKE 'dice-%' ORDER BY seq" | paste -sd ' ')"
adj n.adj -c 'roll d6' > /dev/null 2>&1
check "...the next roll draws from epoch 3, count 1" "3 1" \
    "$(q "SELECT json_extract(data, '$.draws.epoch') || ' ' || json_extract(data, '$.draws.each[0].n') FROM event WHERE kind = 'roll' ORDER BY seq DESC LIMIT 1")"
i=0
while [ "$(turn)" = 1 ] && [ $i -lt 40 ]; do
	adj u.adj -c next > /dev/null 2>&1; i=$((i + 1)); done
adj n.adj -c 'roll 2d6' > /dev/null 2>&1
adj c.adj -c status > /dev/null 2>&1

# Every copy recomputes the draws of the three revealed epochs.
drawn=$(q "SELECT sum(json_array_length(data, '$.draws.each')) FROM event WHERE json_extract(data, '$.draws.epoch') < 4")
adj u.adj -c 'log verify' > out 2>&1; rc=$?
check "the umpire's copy recomputes every draw of the finished turns" \
    "0 1 1" "$rc $(grep -c 'hash chain intact' out) $(grep -c "^Dice: $drawn server draws in 3 revealed turns recomputed from their seeds; 2 in the turn under way not yet revealed; 1 roll typed from real dice, not counted\.$" out)"
seen=$(q "SELECT sum(json_array_length(data, '$.draws.each')) FROM event WHERE json_extract(data, '$.draws.epoch') < 4 AND vis IN ('all', 'union')")
adj n.adj -c 'log verify' > out 2>&1; rc=$?
check "...and a side's copy, as far as it holds the events" "0 1" \
    "$rc $(grep -c "^Dice: $seen server draws in 3 revealed turns recomputed" out)"
adj c.adj -c 'log verify' > out 2>&1; rc=$?
check "...and the other side's" "0 1" \
    "$rc $(grep -c "^Dice: [0-9]* server draws in 3 revealed turns recomputed" out)"
serve_stop
adj "d/$C.adj" --json -c 'log verify' > out 2>&1; rc=$?
check "...and the server's own file (--json: the figures)" \
    "0 $drawn 3 2 1" \
    "$rc $(sed -n 's/.*"dice":{"checked":\([0-9]*\),"revealed_turns":\([0-9]*\),"unrevealed":\([0-9]*\),"unseen":0,"uncommitted":0,"typed":\([0-9]*\)}.*/\1 \2 \3 \4/p' out)"

# Forgeries, each in a copy of a copy with its chain made good again.
roll3=$(sqlite3 u.adj "SELECT seq FROM event WHERE kind = 'roll' AND json_extract(data, '$.dice') = '3d6'")
cp u.adj t1.adj
sqlite3 t1.adj "UPDATE event SET data = json_set(data, '$.draws.each[1].v', (json_extract(data, '$.draws.each[1].v') + 1) % 6) WHERE seq = $roll3"
rechain t1.adj "$roll3"
adj t1.adj -c 'log verify' > out 2>&1; rc=$?
check "a draw edited: the chain is intact, the dice are not, at its event" \
    "1 1 1" "$rc $(grep -c 'hash chain intact' out) $(grep -c "^log verify: dice: event $roll3: union's draw 4 of epoch 1 is recorded as .*: the draw was altered" out)"
cp u.adj t2.adj
sqlite3 t2.adj "UPDATE event SET data = json_set(data, '$.faces[0]', json_extract(data, '$.faces[0]') % 6 + 1) WHERE seq = $roll3"
rechain t2.adj "$roll3"
adj t2.adj -c 'log verify' > out 2>&1; rc=$?
check "a roll's dice edited, its draws not: reported at its event" "1 1" \
    "$rc $(grep -c "^log verify: dice: event $roll3: the roll shows" out)"
rev=$(sqlite3 u.adj "SELECT seq FROM event WHERE kind = 'dice-reveal' AND json_extract(data, '$.epoch') = 1")
cp u.adj t3.adj
sqlite3 t3.adj "UPDATE event SET data = json_set(data, '$.seed', '$(printf '%064d' 7)') WHERE seq = $rev"
rechain t3.adj "$rev"
adj t3.adj -c 'log verify' > out 2>&1; rc=$?
check "the revealed seed edited: reported at its reveal" "1 1" \
    "$rc $(grep -c "^log verify: dice: event $rev: the seed revealed for epoch 1 does not hash to its commitment" out)"
cp n.adj t4.adj
sqlite3 t4.adj "UPDATE event SET data = json_set(data, '$.draws.each[0].v', (json_extract(data, '$.draws.each[0].v') + 1) % 6) WHERE seq = $roll3"
rechain t4.adj "$roll3"
adj t4.adj -c 'log verify' > out 2>&1; rc=$?
check "a draw edited in a side's copy: its own hashes intact, the dice not" \
    "1 1" "$rc $(grep -c "^log verify: dice: event $roll3: union's draw 3 of epoch 1" out)"

finish dice
