# 21.4k: from Game Turn 12 (7:40) the Lull chit's entry is rolled at each
# build until it enters (1-3); from then on it is in the cup every turn
# and Low Artillery Ammo is on (9.5g, 10.5b).  No roll before turn 12.

$ adjutant --session l.adj --seed 3 -c 'new longstreet hammer' > /dev/null; for i in $(seq 10); do adjutant --session l.adj --seed 3 -c 'next end yes' -c 'next build'; done | grep -c 'entry roll'
0
[1]

$ adjutant --session l.adj --seed 3 -c 'next end yes' -c 'next build' | grep -A3 'entry roll:'
  A Lull in the Battle entry roll:
Lull Entry Roll (LA 21.4k)
  roll 1d6: [1-6] (re)
  row "(1-3|4-6)": (Enters|Not yet) (re)

With --seed 3 it entered on that first roll: no more rolls later, the
flag is on, and the Lull is in the cup on the next turns too.

$ adjutant --session l.adj -c log | grep 'entry roll\|enters play\|Low Artillery'
.* 7:40   lookup  A Lull in the Battle entry roll [1-3]: Enters (re)
.* 7:40   chit    A Lull in the Battle enters play (re)
.* 7:40   track   Low Artillery Ammo: on \(A Lull in the Battle entered\) (re)

$ for i in 1 2; do adjutant --session l.adj --seed 3 -c 'next end yes' -c 'next build' > /dev/null; done; adjutant --session l.adj -c 'log lookup' | grep -c 'entry roll'
1

$ adjutant --session l.adj --json -c status | grep -o '"low-ammo":[01]'; adjutant --session l.adj -c cup | grep -o 'A Lull in the Battle'
"low-ammo":1
A Lull in the Battle

With the flag on, fire marked `artillery` takes the Low Artillery Ammo
shift by itself (10.5b); infantry fire does not:

$ adjutant --session l.adj -c 'fire 4 artillery' -c 'fire 4' | grep 'shift'
  shift: Low Artillery Ammo (artillery fire), 2 left (LA 10.5b)
  net shift: 2 left
  net shift: no shift

The Lull cancels the chits left in the cup unseen (issue 21): the blind
Events among them are gathered at the turn's end as unseen as they were,
for the umpire's eyes only, never named to all.

$ adjutant --session g.adj --seed 3 -c 'new longstreet hammer' > /dev/null; for i in $(seq 11); do adjutant --session g.adj --seed 3 -c 'next end yes' -c 'next build' > /dev/null 2>&1; done; adjutant --session g.adj --seed 3 -c 'next draw-chit' -c 'draw lull' -c 'next end yes' -c 'next key-chits' > /dev/null 2>&1; sqlite3 g.adj "SELECT g.vis, count(*) FROM event g, event c WHERE c.text LIKE 'Cancelled by%' AND g.seq > c.seq AND g.text LIKE 'Gathered:%' AND json_extract(g.data, '\$.chit') = json_extract(c.data, '\$.chit') AND json_extract(c.data, '\$.chit') GLOB '[uc]sa-*' GROUP BY g.vis"
umpire|11
