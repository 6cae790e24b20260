#!/bin/sh
# What a joined terminal shows and sends (issue 21, item 14), at the real
# client against a real server: a commander joins with his documented
# join link alone (`sync join LINK`: his copy's file is named for
# SIDE.NAME, never a folder named after his side); the umpire's own status
# says what the campaign waits for, as every other role's does; a
# combat's own name (Bloodiest Day's `assault`) is a command at a side's
# terminal; every Meanwhile line names who acted (the noise folded into a
# count too, and the server's operator); an offline status does not say
# what the campaign waited for as if it still did; a held command's
# reason stays true as the game goes on; a campaign keeps its --url, so
# a token issued later prints real links.
# Usage: joined.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
two_campaigns
adj() { "$bin" --session "$@"; }
serve_start --rate 0
URL="http://127.0.0.1:$port"

# --url, kept with the campaign for the tokens issued later.
"$bin" serve --data d --url "$URL/" new longstreet-attacks round-tops > t3.txt 2> err
C3=$(awk '/^campaign/ { print $2 }' t3.txt)
check "a campaign made with --url: its links name the address" 1 \
    "$(grep -c "^  join: adjutant+$URL/v1/campaigns/$C3#" t3.txt | sed 's/^[1-9][0-9]*$/1/')"
"$bin" serve --data d token "$C3" union > t.txt 2> err; rc=$?
check "a token issued later without --url: the campaign's own links" "0 1 1 0" \
    "$rc $(grep -c "^  join: adjutant+$URL/v1/campaigns/$C3#[0-9a-f]\{64\}$" t.txt) $(grep -c "^  page: $URL/v1/campaigns/$C3/view?token=" t.txt) $(grep -c HOST:PORT t.txt)"
"$bin" serve --data d token "$C2" observer > t.txt 2> err
check "...a campaign never given one: HOST:PORT, and how to give it" "2 1" \
    "$(grep -c '^  .*HOST:PORT' t.txt) $(grep -c -- '`--url URL` gives' t.txt)"
"$bin" serve --data d --url 'ftp://x y' token "$C2" observer > t.txt 2> err; rc=$?
check "...a --url that is no http(s) address: refused, nothing issued" "2 1 0" \
    "$rc $(grep -c 'expected the address terminals reach this server at' err) $(wc -c < t.txt)"

adj u.adj -c "sync join $URL $U" > /dev/null 2>&1
adj n.adj -c "sync join $URL $UN" > /dev/null 2>&1
adj o.adj -c "sync join $URL $OB" > /dev/null 2>&1

# The umpire's own status: what the campaign waits for.
adj u.adj -c status > out 2>&1
check "the umpire's status says what the campaign waits for" 1 \
    "$(grep -c '^Waiting for: Union Key chits, Confederate Key chits$' out)"
adj u.adj --json -c status > out 2>&1
check "...its JSON too" 1 \
    "$(grep -c '"waiting_for":\["Union Key chits","Confederate Key chits"\]' out)"

# A commander joins with his link, as documented: no file named.
adj u.adj -c 'role add union sickles' > sk.txt 2>&1
LINK=$(sed -n 's/^  join: //p' sk.txt)
mkdir sickles
(cd sickles && XDG_DATA_HOME="$work/sickles/xdg" HOME="$work/sickles" \
    "$bin" -c "sync join $LINK") > out 2>&1; rc=$?
check "the commander joins with his join link alone" "0 1" \
    "$rc $(grep -c 'union/sickles' out)"
f=$(ls sickles/xdg/adjutant/campaign-"$C"-union.sickles.adj 2>/dev/null)
check "...into a file of the data folder, named for SIDE.NAME" "1 600" \
    "$(echo "$f" | grep -c .) $(stat -c %a "$f" 2>/dev/null)"
(cd sickles && XDG_DATA_HOME="$work/sickles/xdg" HOME="$work/sickles" \
    "$bin" -c status) > out 2>&1
check "...and his next start opens that copy" 1 \
    "$(grep -c '^Waiting for: Union Key chits, Confederate Key chits$' out)"

# Every Meanwhile line names who acted.
adj n.adj -c 'key union stand' > /dev/null 2>&1
adj u.adj -c 'force key confederate at random' -c next -c next -c 'track vp +1' > /dev/null 2>&1
adj n.adj -c status > out 2>&1
check "a side's Meanwhile lines: the folded count names whose it was" 1 \
    "$(grep -c '^Meanwhile: Umpire: [0-9]* chits* moved about\( and [0-9]* steps* passed\)* (`log` shows them)\.$' out)"
check "...and every line names who acted" "" \
    "$(grep '^Meanwhile: ' out | grep -v '^Meanwhile: \(Umpire\|Union\|Confederate\|Sickles (Union)\)[ :]')"
# The operator's doing, while the server was stopped: named as his.
serve_stop
"$bin" serve --data d role add "$C" union reynolds > /dev/null 2>&1
serve_start --rate 0
adj n.adj -c status > out 2>&1
check "the server's operator's doing, named as his" 1 \
    "$(grep -c "^Meanwhile: The server's operator: Reynolds joins the Union as a commander" out)"

# A combat's own name at a side's terminal (Bloodiest Day).
C2U=$(tok umpire toks2.txt); C2C=$(tok confederate toks2.txt)
adj c2.adj -c "sync join $URL $C2C" > /dev/null 2>&1
adj c2.adj -c 'assault lead=3 units=3 div=3 dlead=2 tem=2 ?' > out 2>&1; rc=$?
check "Bloodiest Day's assault at a side's terminal: a command, sent" "0 0 1" \
    "$rc $(grep -c 'unknown command' out) $(grep -c '^Assault (BD 8.5)' out)"
adj c2.adj -c 'help assault' > out 2>&1; rc=$?
check "...and its help" "0 1" "$rc $(grep -c '^assault: Assault' out)"

# Offline, a status read before the copy's last events does not say what
# the campaign waited for then as if it still did (the events came in by
# `sync`, as by an idle terminal's long-poll, with no status read since).
adj u.adj -c status > /dev/null 2>&1
adj u.adj -c 'next end yes' > /dev/null 2>&1
adj u.adj -c status > /dev/null 2>&1
adj u.adj -c 'next key-chits' > /dev/null 2>&1
adj o.adj -c status > out 2>&1
check "the observer's status online: turn 2 waits for the Key chits" 1 \
    "$(grep -c '^Waiting for: Union Key chits, Confederate Key chits$' out)"
adj n.adj -c 'key union stand' > /dev/null 2>&1
adj o.adj -c sync > /dev/null 2>&1
serve_stop
adj o.adj -c status > out 2>&1
check "...offline, after events since: no stale Waiting for, and why" "0 1" \
    "$(grep -c '^Waiting for' out) $(grep -c 'what the campaign waits for is known only online' out)"
adj o.adj --json -c status > out 2>&1
check "...nor in its JSON" 0 "$(grep -c '"waiting_for"' out)"

# A held command's reason is dated, so it stays true.
adj n.adj -c 'play stand' > out 2>&1
check "a side's command queued offline" 1 "$(grep -c '^Queued #' out)"
serve_start --rate 0
adj n.adj -c sync > out 2>&1
check "...held when the server refuses it, saying when" 1 \
    "$(grep -c '^Held #[0-9]* `play stand`: refused at event [0-9]*: ' out)"
adj n.adj -c 'sync status' > out 2>&1
check "...as sync status keeps it" 1 "$(grep -c 'held .*refused at event [0-9]*: ' out)"
serve_stop
finish joined
