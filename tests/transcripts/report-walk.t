# Export in one walk of the journal (issue 27, item 3): every format is
# fed by the same walk, so each holds the same events, turn ends, undone
# events and chain head, for the whole session and for a side's view
# (the other side's Key chits left out); memory stays flat however long
# the session; a writer appending meanwhile does not tear the report.

A Round Tops game of three turns, each with a command undone, a note, a
roll and both sides' secret Key chits:

$ (echo 'new longstreet-attacks round-tops'; for t in 1 2 3; do echo 'key union stand'; echo 'key csa rebel anv'; echo 'track vp +1'; echo 'undo'; echo 'note hold the ridge'; echo 'roll 2d6'; i=0; while [ $i -lt 40 ]; do echo next; i=$((i+1)); done; done) | adjutant --session w.adj --seed 4 - > /dev/null 2>&1; for f in json csv md html; do adjutant --session w.adj -c "export all.$f" -c "export union.$f --side union" | sed 's/ to .*(/ (/; s/chain head \([0-9]*\) .*/\1)/'; done
Exported 242 events and 3 turn ends (all view; 242)
Exported 193 events and 3 turn ends (union view; 242)
Exported 242 events and 3 turn ends (all view; 242)
Exported 193 events and 3 turn ends (union view; 242)
Exported 242 events and 3 turn ends (all view; 242)
Exported 193 events and 3 turn ends (union view; 242)
Exported 242 events and 3 turn ends (all view; 242)
Exported 193 events and 3 turn ends (union view; 242)

Events in JSON, CSV rows, the Markdown appendix and the HTML table; turn
ends in JSON and as the Markdown and HTML count them; undone events in
each; the chain head in each (CSV: the
last event's hash):

$ for v in all union; do echo "$v: events $(grep -c '^  {"seq"' $v.json) $(tail -n +2 $v.csv | wc -l) $(sed -n '/^## Appendix/,$p' $v.md | grep -c '^- \\#') $(grep -c '^<tr' $v.html); turns $(grep -c '^  {"turn"' $v.json) $(grep -o 'events over [0-9]* turns' $v.md $v.html | cut -d' ' -f3 | tr '\n' ' '); undone $(grep -c '"undone": true' $v.json) $(grep -c ',true,[^,]*,[0-9]*,[0-9]' $v.csv) $(grep -c '[*][*]undone[*][*] by' $v.md) $(grep -c '<tr class="undone"' $v.html)"; h=$(sed -n 's/^ "chain_head": "\(.*\)",$/\1/p' $v.json); echo "head: $(grep -c "$h" $v.md $v.html | tr '\n' ' ')"; done; tail -1 all.csv | grep -c "$(echo "$h" | cut -d' ' -f2)"; grep -c '^  {"turn": [1234], "game_turn"' all.json
all: events 242 242 242 242; turns 3 3 3 ; undone 3 3 3 3
head: all.md:1 all.html:1 
union: events 193 193 193 193; turns 3 3 3 ; undone 3 3 3 3
head: union.md:1 union.html:1 
1
3

The union's view holds none of the Confederate Key chit; the umpire's
all of them (the Markdown and HTML tell them in the narrative too);
every JSON event carries its step's name, command and data:

$ grep -c 'Rebel Yell' all.json union.json all.csv union.csv all.md union.md all.html union.html; grep -c '"step_name": "Command Decision Phase: The Key Chit", "cmd": [0-9]*, "data": {' all.json
all.json:8
union.json:0
all.csv:8
union.csv:0
all.md:13
union.md:0
all.html:13
union.html:0
11

A long session (200,000 events written straight into the file, as the
bench does) exports in every format under a 64 MB address space: the
walk keeps nothing per event.  (An ASan build reserves terabytes of
address space for its shadow: there the limit is not set.)

$ adjutant --session big.adj -c 'new longstreet-attacks round-tops' > /dev/null; sqlite3 big.adj "WITH RECURSIVE n(i) AS (SELECT 3 UNION ALL SELECT i + 1 FROM n WHERE i < 200002) INSERT INTO event SELECT i, i, 1, 'key-chits', CASE i % 4 WHEN 0 THEN 'track' ELSE 'roll' END, 'all', 'bench', CASE i % 4 WHEN 0 THEN '{\"track\":\"vp\",\"value\":' || (i % 7) || '}' ELSE '{\"dice\":\"d6\",\"total\":3}' END, '2026-01-01T00:00:00Z', 'x', 'y' FROM n"; lim=65536; ldd "$(command -v adjutant)" | grep -q libasan && lim=unlimited; for f in json csv md html; do (ulimit -v $lim; timeout 120 adjutant --session big.adj -c "export big.$f" | cut -c1-40); done; grep -c '^  {"seq"' big.json; tail -n +2 big.csv | wc -l
Exported 200002 events and 1 turn ends t
Exported 200002 events and 1 turn ends t
Exported 200002 events and 1 turn ends t
Exported 200002 events and 1 turn ends t
200002
200002

An export while another terminal appends covers one snapshot: its
events, its count and its chain head agree (the last event it holds is
the one its head names):

$ (i=0; while [ $i -lt 40 ]; do adjutant --session w.adj -c "note writer $i" > /dev/null 2>&1; i=$((i+1)); done) & for k in 1 2 3; do timeout 60 adjutant --session w.adj -c "export s$k.json" > /dev/null; n=$(sed -n 's/^ "events_total": \([0-9]*\),$/\1/p' s$k.json); h=$(sed -n 's/^ "chain_head": "[0-9]* \(.*\)",$/\1/p' s$k.json); [ "$(grep -c '^  {"seq"' s$k.json)" = "$n" ] && grep '^  {"seq"' s$k.json | tail -1 | grep -q "\"seq\": $n, .*\"hash\": \"$h\"" && echo "snapshot $k agrees"; done; wait
snapshot 1 agrees
snapshot 2 agrees
snapshot 3 agrees

An export alone reads the journal without folding the session first (its
walk folds it): the same bytes as an export after a fold (a script's
line, which folds):

$ adjutant --session w.adj -c 'export alone.json' > /dev/null; echo 'export folded.json' | adjutant --session w.adj - > /dev/null; cmp alone.json folded.json && echo same
same
