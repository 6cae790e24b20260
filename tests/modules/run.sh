#!/bin/sh
# Game modules played: every shipped game that has a played game in
# tests/fixtures/play, exported as a module and installed under another
# id, plays the same game (its commands and seed) to the same journal,
# event for event (turn, step, kind, who reads it, text and data; the
# game's id aside, and the nonces that hide secrets, drawn from the
# system, never the seed).  A session of a module opens again while the
# module's text is the one it began with; changed or gone, it says so and
# is shown read-only, by the text its file keeps.  The modules' player-aid tables are imported as the
# shipped game's are, from the same test-only copies.
# Usage: run.sh ADJUTANT
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "$0")" && pwd)
fix=$(cd "$here/../fixtures" && pwd)
. "$here/../lib.sh"
export XDG_DATA_HOME="$work/xdg"

# The shipped games' tables and their copies' (play.sh imports the
# shipped ones).
sh "$fix/play/play.sh" "$bin" "$work/shipped" > play.log 2>&1
check "the shipped games play to their ends" 0 $?
export XDG_DATA_HOME="$work/shipped/xdg"
imp() { "$bin" -c "table import $1 $fix/$2 --partial" > /dev/null; }

# replay NAME GAME COPY: NAME's commands played afresh as COPY's
replay() {
	seed=$(sed -n 's/^# seed \([0-9][0-9]*\)$/\1/p' "$fix/play/$1.cmds")
	sed "s/^new $2 /new $3 /" "$fix/play/$1.cmds" |
	    timeout 120 "$bin" --session "$1-copy.adj" --seed "$seed" - \
	    > "$1-copy.out" 2>&1
}
# events FILE GAME: its journal as compared
journal_of() {
	sqlite3 "$1" "SELECT seq, cmd, turn, phase, kind, vis,
	    replace(text, '$2', 'GAME'), replace(data, '$2', 'GAME') FROM
	    event ORDER BY seq" | sed -E 's/"nonce":"[0-9a-f]+"/"nonce":N/g'
}

for pair in round-tops:longstreet-attacks:la-copy \
    bloodiest-day:bloodiest-day:bd-copy \
    third-day:terrible-swift-sword:tss-copy; do
	name=${pair%%:*} rest=${pair#*:}
	game=${rest%%:*} copy=${rest#*:}
	"$bin" -c "module export $game $copy.yaml" \
	    -c "module import $copy.yaml --as $copy" > /dev/null 2>&1
	check "$name: $game installs as $copy" 0 $?
	case $game in
	longstreet-attacks)
		imp "$copy.crt" crt-examples.csv
		imp "$copy.cohesion-fire" cohesion-fire-examples.csv
		imp "$copy.cohesion-close" cohesion-close-examples.csv
		imp "$copy.fog-of-war" fog-test-only.csv
		imp "$copy.general-casualty" general-casualty-test-only.csv ;;
	terrible-swift-sword)
		imp "$copy.rout" tss-rout-test-only.csv
		imp "$copy.fire-crt" tss-fire-test-only.csv
		imp "$copy.melee-crt" tss-melee-test-only.csv ;;
	esac
	replay "$name" "$game" "$copy"
	check "$name: every command of the copy goes" 0 $?
	journal_of "$work/shipped/$name.adj" "$game" > shipped.ev
	journal_of "$name-copy.adj" "$copy" > copy.ev
	check "$name: as many events" "$(wc -l < shipped.ev)" \
	    "$(wc -l < copy.ev)"
	check "$name: the same journal, event for event" "" \
	    "$(diff shipped.ev copy.ev | head -3)"
	check "$name: the copy's game ends" 1 "$("$bin" --session \
	    "$name-copy.adj" -c status | grep -c '^Game over')"
	# Its report, by the module's rules, tells the same game.
	"$bin" --session "$work/shipped/$name.adj" -c "export $name.md" |
	    sed 's/; chain head.*//' > shipped.said
	"$bin" --session "$name-copy.adj" -c "export $name-copy.md" |
	    sed 's/; chain head.*//; s/-copy\.md/.md/' > copy.said
	check "$name: the copy's report is exported alike" \
	    "$(cat shipped.said)" "$(cat copy.said)"
done

# Pinned: the session opens with the module's text it began with.
"$bin" --session pin.adj -c 'new la-copy round-tops' -c next > /dev/null
check "a module's game is begun and played" 0 $?
"$bin" --session pin.adj -c status > st.out 2>&1
check "...and opens again" 0 $?
sed 's/^  title: Longstreet Attacks$/  title: Longstreet Attacks (edited)/' \
    la-copy.yaml > edited.yaml
"$bin" -c 'module import edited.yaml --as la-copy' > /dev/null 2>&1
"$bin" --session pin.adj -c status > st.out 2>&1
check "changed since, it opens read-only" 0 $?
check "...says why" 1 "$(grep -c 'changed since.*read-only, by the rules it began with' st.out)"
check "...by the rules it began with" 1 "$(grep -c '^Longstreet Attacks - The Round Tops' st.out)"
"$bin" --session pin.adj -c 'note more' > st.out 2>&1
check "...and writes nothing" 1 $?
check "...saying why" 1 "$(grep -c '^`note` would write to this game: ' st.out)"
"$bin" --session pin.adj -c 'log verify' > st.out 2>&1
check "...its log still verified" 1 "$(grep -c '^Log verified' st.out)"
"$bin" -c 'module import la-copy.yaml --as la-copy' > /dev/null 2>&1
"$bin" --session pin.adj -c 'note on we go' > st.out 2>&1
check "its text back, it is played again" 0 $?
# Half installed: the rows of one import beside the text of another (an
# import cut short between its two files) are no module: the session is
# shown read-only, `new` and `module list` say why, and a new import
# mends it.
mods="$XDG_DATA_HOME/adjutant/modules"
cp "$mods/la-copy.db" old-rows.db
"$bin" -c 'module import edited.yaml --as la-copy' > /dev/null 2>&1
cp old-rows.db "$mods/la-copy.db"
"$bin" --session pin.adj -c status > st.out 2>&1
check "half installed, it opens read-only" 1 "$(grep -c 'module la-copy is half installed.*read-only, by the rules it began with' st.out)"
"$bin" --session half.adj -c 'new la-copy round-tops' > st.out 2>&1
check "...a game of it is not begun" 1 $?
check "...saying why" 1 "$(grep -c '^module la-copy is half installed (its rows are not of its text): import it again$' st.out)"
"$bin" --session pin.adj -c 'module list' > st.out 2>&1
check "...and module list says it" 1 "$(grep -c '^module la-copy is half installed' st.out)"
"$bin" -c 'module import la-copy.yaml --as la-copy' > /dev/null 2>&1
"$bin" --session pin.adj -c 'note mended' > st.out 2>&1
check "imported again, it is played again" 0 $?
"$bin" -c 'module remove la-copy' > /dev/null 2>&1
"$bin" --session pin.adj -c status > st.out 2>&1
check "its module gone, it opens read-only" 0 $?
check "...and says so" 1 "$(grep -c 'neither shipped nor an installed module.*read-only' st.out)"
# Rows an older Adjutant wrote (its schema lacked a column since added):
# the module still opens, its rows made again from its text, in memory,
# and its game goes on; nothing is written to the module's files.
"$bin" -c 'module import la-copy.yaml --as la-copy' > /dev/null 2>&1
"$bin" --session old.adj -c 'new la-copy round-tops' > /dev/null 2>&1
check "a module's rows carry the schema they were written by" 64 \
    "$(sqlite3 "$mods/la-copy.db" 'SELECT length(digest) FROM module_schema')"
sqlite3 "$mods/la-copy.db" 'ALTER TABLE lookup_dim DROP COLUMN doubles; DROP TABLE module_schema'
sum=$(cksum < "$mods/la-copy.db")
"$bin" --session old.adj -c 'lookup break-test roll=3 cr=4' -c 'note on' > st.out 2>&1
check "rows of an older schema: the module plays on" "0 1" \
    "$? $(grep -c '^Result' st.out)"
check "...and its files are as they were" "$sum" "$(cksum < "$mods/la-copy.db")"
# A shipped game's session opens beside (no module in the way).
"$bin" --session "$work/shipped/round-tops.adj" -c status > st.out 2>&1
check "a shipped game's session still opens" 0 $?
finish modules
