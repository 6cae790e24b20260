#!/bin/sh
# Tokens and secrets are their owner's alone (issue 21, item 9): every
# file a plain session, a joined terminal's copy and a served campaign
# leave, their -wal and -shm while open among them (SQLite makes those
# with the mode of the database file), the server's store, a campaign's
# tables, the player's tables, exports and the REPL's history: 0600, and
# the folders the program makes 0700, under the usual umask 022.  A copy
# or a campaign an earlier version left readable by others is made the
# owner's on its next open.
# Usage: files.sh ADJUTANT
tests=$(cd "$(dirname "$0")/.." && pwd)
fx="$tests/fixtures"
. "$tests/lib.sh"
. "$tests/tmux.sh"
umask 022
adj() { "$bin" --session "$@"; }
# Files (or folders) under the given paths whose mode is not the one
# expected: "MODE PATH" lines, none when all is well.
loose() {
	find "$@" -type f ! -perm 600 -printf '%m %p\n' 2>/dev/null
	find "$@" -type d ! -perm 700 -printf '%m %p\n' 2>/dev/null
}

two_campaigns
adj p.adj -c 'new longstreet-attacks round-tops' -c 'key union stand' > /dev/null 2>&1
"$bin" serve --data d import p.adj > imp.txt 2>&1
check "a game moved to the server: its campaign file" 1 \
    "$(grep -c '^campaign [0-9a-f]* (longstreet-attacks' imp.txt)"
serve_start --rate 0
URL="http://127.0.0.1:$port"

adj u.adj -c "sync join $URL $U" > /dev/null 2>&1
adj u.adj -c "table import longstreet-attacks.fog-of-war $fx/fog-test-only.csv --partial" > /dev/null 2>&1
adj p.adj -c "table import longstreet-attacks.general-casualty $fx/general-casualty-test-only.csv --partial" -c 'export p.md' -c 'export p.csv' > /dev/null 2>&1
# Two terminals left open, each holding its file (its -wal and -shm):
# the side's joins there, so that its -wal is the one made at the join.
repl side --session n.adj
line side "sync join $URL $UN"
wait_seen side 'Joined' > /dev/null
repl plain --session p2.adj
line plain 'new bloodiest-day historical'
wait_seen plain 'Turn 1' > /dev/null
line plain 'note the Cornfield'
wait_seen plain 'Noted' > /dev/null
line side 'note hold the ridge'
wait_seen side 'Noted' > /dev/null

check "the files are there to look at: a copy's -wal, a campaign's -shm" "1 1 1 1" \
    "$(ls n.adj-wal | wc -l) $(ls d/"$C".adj-shm | wc -l) $(ls p2.adj-wal | wc -l) $(ls d/server.db | wc -l)"
check "...the campaign's tables and the player's" "1 1" \
    "$(ls d/"$C".tables.db | wc -l) $(ls xdg/adjutant/user-tables.db | wc -l)"
check "every file of the server's, owner-only (the folder too)" "" \
    "$(loose d)"
check "every file of the copies and sessions, owner-only" "" \
    "$(loose ./*.adj*)"
check "exports, owner-only" "" "$(loose p.md p.csv)"
check "the data folder and all in it (history, tables, the last session)" "" \
    "$(loose xdg)"
check "...which holds the history" 1 "$(ls xdg/adjutant/history | wc -l)"
line side quit
line plain quit
sleep 0.3

# What an earlier version left readable is made the owner's.
chmod 644 n.adj
adj n.adj -c status > /dev/null 2>&1
check "a copy left readable: owner-only once opened" "" "$(loose n.adj)"
serve_stop
chmod 644 d/server.db d/"$C".adj
serve_start --rate 0
check "a campaign and the store left readable: owner-only once served" "" \
    "$(loose d)"
serve_stop
# An export over a file that exists keeps the file's own mode.
touch shared.md && chmod 644 shared.md
adj p.adj -c 'export shared.md' > /dev/null 2>&1
check "an export over an existing file keeps its mode" 644 \
    "$(stat -c %a shared.md)"
finish files
