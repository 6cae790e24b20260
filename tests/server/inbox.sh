#!/bin/sh
# The umpire's inbox (issue 24, item 4), on a real server: a side's
# question listed in the umpire's `inbox` (text and JSON), the umpire's
# reply arriving at once, the side reading it in its own inbox; a default
# delay per campaign (`campaign set message-delay=+1`); `message all
# approve`, all or none, refused to a side; a message waiting for the
# umpire owed by the umpire, so that its `next` into the next turn waits.
# Usage: inbox.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
two_campaigns
adj() { timeout 20 "$bin" --session "$@"; }
# A server that hangs fails the test instead (HOME is the test's own).
echo 'max-time = 30' > "$HOME/.curlrc"
serve_start --rate 0
URL="http://127.0.0.1:$port"
H="$URL/v1/campaigns/$C"
run() { post_line "$1" "$H" "$2"; }
events() { sqlite3 "d/$C.adj" 'SELECT count(*) FROM event'; }
phase() { sqlite3 "d/$C.adj" "SELECT json_extract(data, '$.phase') FROM event WHERE kind = 'phase' ORDER BY seq DESC LIMIT 1"; }
inbox() { run "$1" 'inbox' > /dev/null; jq -r '.reply.inbox[] | "\(.id) \(.from) \(.to) \(.asked) \(.status) \(.turn) \(.text)"' body; }

adj n.adj -c "sync join $URL $UN" > /dev/null 2>&1
adj u.adj -c "sync join $URL $U" > /dev/null 2>&1

# The Key chits settled, the game at the end of turn 1.
run "$U" 'force key union at random' > /dev/null
run "$U" 'force key confederate at random' > /dev/null
run "$U" 'next end yes' > /dev/null

# A side's question: in the umpire's inbox, quoted, a control character
# spelt out (a tab: the others are refused as typed).
Q="May we cross$(printf '\t')at the “ford”?"
check "the Union asks the umpire" ok \
    "$(run "$UN" 'message umpire May we cross\tat the “ford”?')"
run "$U" inbox > /dev/null
check "the umpire's inbox lists it, its words quoted" 1 \
    "$(jq -r .reply.text body | grep -c '^  #1   Union -> umpire, turn 1 (4:20) at [0-9][0-9]:[0-9][0-9] UTC, unanswered: “May we cross^Iat the "ford"?”$')"
check "...no raw control character in its line" 0 \
    "$(jq -r .reply.text body | grep -c "$(printf '\t')")"
check "...and as JSON: id, from, to, asked, text, turn, status" \
    "1 union umpire null arrived 1 $Q" "$(inbox "$U")"
check "...with the time it came" 1 \
    "$(jq -r '.reply.inbox[0].at' body | grep -c '^20[0-9-]*T[0-9:]*Z$')"

# The umpire's reply arrives at once (this turn), no arrives= needed.
check "the umpire replies" ok "$(run "$U" 'message union Yes, cross at once')"
check "...it arrives now, not next turn" "1 1" \
    "$(jq -r .reply.text body | grep -c '^Message #2 to the Union, arriving turn 1 (4:20): “Yes, cross at once”\.$') $(jq -r .reply.text body | grep -c '^Message #2 from the umpire: “Yes, cross at once”\.$')"
adj n.adj -c status > out 2>&1
check "...the Union's terminal reads it" 1 \
    "$(grep -c '^Meanwhile: Message #2 from the umpire: “Yes, cross at once”$' out)"
check "...in the Union's inbox" "2 umpire union null arrived 1 Yes, cross at once" \
    "$(inbox "$UN")"
adj n.adj -c inbox > out 2>&1
check "...read at its terminal too" 1 \
    "$(grep -c '^  #2   umpire -> Union, turn 1 (4:20) at [0-9:]* UTC: “Yes, cross at once”$' out)"
check "the umpire's inbox: the question answered" "1 union umpire null answered 1 $Q" \
    "$(inbox "$U")"
adj u.adj -c inbox > out 2>&1
check "the umpire's own copy answers the same" 1 \
    "$(grep -c '^  #1   Union -> umpire, turn 1 (4:20) at [0-9:]* UTC, answered: ' out)"
check "the umpire's own arrives= still stands" ok \
    "$(run "$U" 'message confederate Hold until dark arrives=+1')"
check "...arriving then" 1 \
    "$(jq -r .reply.text body | grep -c '^Message #3 to the Confederate, arriving turn 2 (4:40): “Hold until dark”\.$')"

# The campaign's delay: a side's message asking none asks it.
check "the umpire sets a default delay" ok "$(run "$U" 'campaign set message-delay=+1')"
check "a side's message asking no turn asks the campaign's" 1 \
    "$(run "$CS" 'message union We ask a truce' > /dev/null; jq -r .reply.text body | grep -c '^Message #4 to the Union, its arrival for the umpire to set (asked: turn 2 (4:40), the campaign.s message-delay): “We ask a truce”\.$')"
run "$UN" 'message confederate Do not fire arrives=+0' > /dev/null
check "the umpire's inbox: what waits, as asked" \
    "1 union umpire null answered 1 $Q
4 confederate union +1 waiting 1 We ask a truce
5 union confederate +0 waiting 1 Do not fire" "$(inbox "$U")"
check "...said so in its lines" 1 \
    "$(jq -r .reply.text body | grep -c '^  #4   Confederate -> Union, turn 1 (4:20) at [0-9:]* UTC, arrives=+1 asked, waiting for you: “We ask a truce”$')"
check "a side's inbox has none of the others' words" 0 \
    "$(run "$CS" inbox > /dev/null; grep -c 'Do not fire\|cross at' body)"
check "...nor the observer's" "0 1" \
    "$(run "$OB" inbox > /dev/null; grep -c 'truce\|fire\|cross' body) $(grep -c 'No message has arrived for you' body)"

# Waiting messages are the umpire's to settle before the turn ends.
check "status: owed by the umpire, each with its answer" \
    "message 4 approve,message 5 approve" \
    "$(run "$U" status > /dev/null; jq -r '[.reply.owed[] | select(.side == "umpire") | .answer] | join(",")' body)"
check "...the sender reads its own there, the observer none" \
    "message 5 approve|" \
    "$(run "$UN" status > /dev/null; jq -r '[.reply.owed[] | select(.side == "umpire") | .answer] | join(",")' body)|$(run "$OB" status > /dev/null; jq -r '[.reply.owed[] | select(.side == "umpire") | .answer] | join(",")' body)"
n=$(events)
check "the umpire's next into turn 2: refused, naming what to approve" 1 \
    "$(run "$U" 'next key-chits' | grep -c 'message 4 approve')"
check "...nothing recorded, still turn 1" "$n held-chit-play" "$(events) $(phase)"

# message all approve: the umpire's; all as asked, or none.
check "a side may not approve all" 1 \
    "$(run "$UN" 'message all approve' | grep -c 'only the umpire sets when a message arrives')"
check "...nor one" 1 \
    "$(run "$CS" 'message 5 approve' | grep -c 'only the umpire sets when a message arrives')"
run "$U" 'campaign set message-delay=none' > /dev/null
run "$CS" 'message union Send the wagons' > /dev/null
n=$(events)
check "one asked no turn: none approved, saying which" \
    'message #6 asked no turn: `message N approve arrives=+N|TURN` sets it first (nothing was approved)' \
    "$(run "$U" 'message all approve')"
check "...nothing recorded" "$n" "$(events)"
run "$U" 'message 6 approve arrives=+1' > /dev/null
check "then all approved, as asked" ok "$(run "$U" 'message all approve')"
check "...each said, the one asked now delivered" "1 1 1" \
    "$(jq -r .reply.text body | grep -c '^Message #4 from the Confederate to the Union will arrive turn 2 (4:40), as the umpire set\.$') $(jq -r .reply.text body | grep -c '^Message #5 from the Union to the Confederate will arrive turn 1 (4:20), as the umpire set\.$') $(jq -r .reply.text body | grep -c '^Message #5 from the Union: “Do not fire”\.$')"
check "...one command: one undo takes them all" 1 \
    "$(sqlite3 "d/$C.adj" "SELECT count(DISTINCT cmd) FROM event WHERE kind IN ('dispatch', 'delivery') AND json_extract(data, '\$.n') IN (4, 5)")"
check "nothing left waiting: the inbox says so" "" \
    "$(inbox "$U" | grep waiting)"
check "the umpire's next goes into turn 2" "ok key-chits" \
    "$(run "$U" 'next key-chits') $(phase)"
check "...where what was due arrives" "1 2" \
    "$(run "$CS" inbox > /dev/null; jq -r '.reply.inbox[].text' body | grep -c '^Hold until dark$') $(inbox "$UN" | grep -c '^[46] confederate union null arrived 2 ')"

# A delay no setting has: refused, naming those there are.
check "message-delay=+9: refused" \
    '"+9" is not a value of message-delay: expected message-delay=none|+0|+1|+2|+3' \
    "$(run "$U" 'campaign set message-delay=+9' > /dev/null; jq -r .error body)"
# Where the sides run the game (advance=sides) the delay is the arrival.
run "$U" 'campaign set advance=sides message-delay=+0' > /dev/null
check "advance=sides: the campaign's delay stands, no umpire asked" "1 1" \
    "$(run "$CS" 'message union Now then' > /dev/null; jq -r .reply.text body | grep -c '^Message #7 to the Union, arriving turn 2 (4:40) (the campaign.s message-delay): “Now then”\.$') $(inbox "$UN" | grep -c '^7 confederate union null arrived 2 Now then$')"

# At a table the umpire's message still arrives next turn.
adj t.adj -c 'new longstreet-attacks round-tops' > /dev/null 2>&1
check "at a table: the umpire's message arrives next turn" 1 \
    "$(adj t.adj -c 'message union Hold the ridge' 2>&1 | grep -c '^Message #1 to the Union, arriving turn 2 (4:40): “Hold the ridge”\.$')"
serve_stop
finish inbox
