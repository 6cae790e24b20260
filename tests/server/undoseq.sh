#!/bin/sh
# Undo by number in a shared campaign, through the real client and the
# API: the umpire takes back a side's roll three commands back alone,
# the reply saying so (what, whose, that nothing depends on it), and
# every role reads which command went; a bare undo names what it would
# take back and whose; a command another role gave since, depending on
# the one asked for, is named and goes only with `all`; a side takes
# back only its own last command by number, as by a bare undo.
# Usage: undoseq.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
adj() { timeout 60 "$bin" --session "$@"; }
two_campaigns
serve_start --rate 0
URL="http://127.0.0.1:$port"
H="$URL/v1/campaigns/$C"
events() { sqlite3 "d/$C.adj" 'SELECT count(*) FROM event'; }
seq_of() { sqlite3 "d/$C.adj" "SELECT max(seq) FROM event WHERE kind = '$1'"; }
looked() { adj "$1" -c status > /dev/null 2>&1; }

adj u.adj -c "sync join $URL $U" > /dev/null 2>&1
adj n.adj -c "sync join $URL $UN" > /dev/null 2>&1
adj c.adj -c "sync join $URL $CS" > /dev/null 2>&1

# The Confederate rolls; three commands come after it.
adj c.adj -c 'roll 2d6' > /dev/null 2>&1
r=$(seq_of roll)
adj n.adj -c 'note the ford is deep' > /dev/null 2>&1
adj u.adj -c 'note the creek is up' > /dev/null 2>&1
adj n.adj -c 'roll d6' > /dev/null 2>&1
n=$(events)
looked u.adj
adj u.adj -c "undo $r reason=rolled for the wrong brigade" > out 2>&1; rc=$?
check "the umpire's undo of a roll three commands back: done" 0 "$rc"
check "...the reply says it goes alone, whose and what it was" 1 \
    "$(grep -c "^\`undo $r\` takes back #$r alone (Confederate: roll 2d6): nothing later depends on it.$" out)"
check "...and names what was undone" 1 \
    "$(grep -c "^Umpire undid #$r roll 2d6 (Confederate) — “rolled for the wrong brigade”. The log keeps both.$" out)"
check "...one undo event, nothing else taken back" "$((n + 1)) 1" \
    "$(events) $(sqlite3 "d/$C.adj" "SELECT count(*) FROM event WHERE kind = 'undo' AND json_extract(data, '\$.cmd') = $r")"
adj n.adj -c status > out 2>&1
check "...the other side reads which command went, and whose" 1 \
    "$(grep -c "^Meanwhile: Umpire undid #$r roll 2d6 (Confederate) — “rolled for the wrong brigade”$" out)"
adj c.adj -c 'log' > out 2>&1
check "...the log marks that roll undone, and only it" "1 0" \
    "$(grep -c "^ *${r}x .*(undone) .*2d6" out) $(grep -c 'x .*(undone) .*d6: ' out | awk '{print $1 - 1}')"
check "...the later roll stands" 1 "$(grep -c '^ *[0-9]*  [^ ]* *roll    Union: Rolled d6' out)"

# A bare undo names what it would take back and whose, before anything.
post_line "$U" "$H" 'undo preview' > /dev/null
d=$(seq_of roll)
check "a bare undo, previewed: names the Union's roll" 1 \
    "$(grep -c "takes back #$d alone (Union: roll d6)" body)"
check "...and takes nothing back" "$((n + 1))" "$(events)"
check "the umpire's bare undo: its reply names what and whose" ok \
    "$(post_line "$U" "$H" 'undo reason=a practice roll')"
check "...Umpire undid #N roll d6 (Union)" 1 \
    "$(grep -c "Umpire undid #$d roll d6 (Union) — “a practice roll”" body)"

# A bare undo typed after another role's command came, unseen: not sent
# (it would take that one back by surprise), and said which it was.
adj u.adj -c 'note a ruling' > /dev/null 2>&1
looked u.adj
adj n.adj -c 'roll d6' > /dev/null 2>&1
d=$(seq_of roll)
n=$(events)
adj u.adj -c 'undo reason=the ruling was wrong' > out 2>&1; rc=$?
check "a bare undo after a side's roll came unseen: not sent" "1 $n" "$rc $(events)"
check "...naming the roll" 1 \
    "$(grep -c "^undo: not sent: #$d (Union: Rolled d6: [1-6]) came since you looked, and \`undo\` takes back the last command; type it again if you mean that one, or \`undo SEQ\` for another$" out)"
adj u.adj -c 'undo preview' > out 2>&1
check "...seen now: the preview names it" 1 "$(grep -c "takes back #$d alone (Union: roll d6)" out)"
r=$(sqlite3 "d/$C.adj" "SELECT max(cmd) FROM event WHERE kind = 'note'")
adj u.adj -c "undo $r reason=the ruling was wrong" > out 2>&1; rc=$?
check "...and the ruling goes by its number, the roll kept" "0 1 0" \
    "$rc $(grep -c "^Umpire undid #$r note a ruling — “the ruling was wrong”" out) $(sqlite3 "d/$C.adj" "SELECT count(*) FROM event WHERE kind = 'undo' AND json_extract(data, '\$.cmd') = $d")"

# Another role's command that depends on the one asked for: named, and
# refused without `all`.
adj n.adj -c 'key union stand' > /dev/null 2>&1
k=$(sqlite3 "d/$C.adj" "SELECT max(cmd) FROM event")
adj c.adj -c 'key csa rebel anv' > /dev/null 2>&1
k2=$(sqlite3 "d/$C.adj" "SELECT max(cmd) FROM event")
n=$(events)
looked u.adj
adj u.adj -c "undo $k reason=keys again" > out 2>&1; rc=$?
check "the Union's Key chits, the Confederate's after them: refused" "1 $n" \
    "$rc $(events)"
check "...naming the Confederate's, and the way on" 1 \
    "$(grep -c "^undo: #$k2 (Confederate) depends on #$k and is another role's: nothing taken back (\`undo $k all\` takes back all 2)$" out)"
check "...after the list of both" "1 1" \
    "$(grep -c "^  #$k Union: key union stand$" out) $(grep -c "^  #$k2 Confederate: key csa rebel anv (changes the same cup state)$" out)"
post_line "$U" "$H" "undo $k" > /dev/null
check "...through the API too, the list in the reply" "$n 2" \
    "$(events) $(grep -o '"seq":' body | wc -l)"
looked u.adj
adj u.adj -c "undo #$k all reason=keys again" > out 2>&1; rc=$?
check "with all: both taken back, one undo each" "0 $((n + 2))" "$rc $(events)"
check "...each named" "1 1" \
    "$(grep -c "^Umpire undid #$k key union stand (Union) — “keys again”.$" out) $(grep -c "^Umpire undid #$k2 key csa rebel anv (Confederate) — “keys again”. The log keeps both.$" out)"
check "...the undo events say which commands went" "[$k,$k2]" \
    "$(sqlite3 "d/$C.adj" "SELECT json_extract(data, '\$.cmds') FROM event WHERE kind = 'undo' ORDER BY seq DESC LIMIT 1")"
adj n.adj -c status > out 2>&1
check "...the side reads both, the secrets named by whose they are" 2 "$(grep -c "^Meanwhile: Umpire undid #\($k\|$k2\)," out)"

# A side by number: its own last command only, as by a bare undo.
adj n.adj -c 'note a typo' > /dev/null 2>&1
t=$(sqlite3 "d/$C.adj" "SELECT max(cmd) FROM event")
adj c.adj -c 'note the Confederate note' > /dev/null 2>&1
looked n.adj
adj n.adj -c "undo $t" > out 2>&1; rc=$?
check "a side's undo of its own command, not its last: refused" "1 1" \
    "$rc $(grep -c "^undo: a side takes back only its own last command (\`undo\` alone), and #$t is not that one" out)"
adj n.adj -c 'note another typo' > /dev/null 2>&1
t=$(sqlite3 "d/$C.adj" "SELECT max(cmd) FROM event")
looked n.adj
adj n.adj -c "undo #$t" > out 2>&1; rc=$?
check "...its own last one: taken back" "0 1" \
    "$rc $(grep -c "^Union undid #$t note another typo. The log keeps both.$" out)"
adj c.adj -c 'roll d6' > /dev/null 2>&1
t=$(sqlite3 "d/$C.adj" "SELECT max(cmd) FROM event")
looked c.adj
adj c.adj -c "undo $t" > out 2>&1; rc=$?
check "...never its roll" "1 1" \
    "$rc $(grep -c '^undo: your `roll` rolled dice; only the umpire may take it back' out)"

serve_stop
# Offline, a bare undo takes back the last command still queued; one by
# number names a command of the server's, and waits to go there.
adj n.adj -c 'note written offline' -c 'undo 3' > out 2>&1
check "offline: an undo by number never takes back a queued command" "0 2" \
    "$(grep -c '^Took back queued' out) $(grep -c '^Queued #' out)"
adj n.adj -c 'undo' > out 2>&1
check "...a bare undo takes back the last one queued" 1 \
    "$(grep -c '^Took back queued #[0-9]* `undo 3`: it was never sent.$' out)"
# A number as the program shows it (#N) is a word, not a comment: `sync
# drop #N` dropped every queued command, as `sync drop` does.
adj n.adj -c 'note one' -c 'note two' > out 2>&1
q=$(sed -n 's/^Queued #\([0-9]*\).*`note one`.*/\1/p' out)
adj n.adj -c "sync drop #$q" > out 2>&1
check "sync drop #N drops that one alone" "1 0" \
    "$(grep -c "^Dropped #$q \`note one\`" out) $(grep -c 'note two' out)"
finish undoseq
