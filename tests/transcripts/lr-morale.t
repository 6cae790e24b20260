# The Long Roads to Gettysburg: Army Morale (15.1, 15.2).  Each army's
# morale is worked out from what the players set and from the units
# eliminated lately, whose weight fades over three turns by itself
# (`elimination`, the fade mechanism); Disorder and Panic follow it up
# and down, and that each ever happened is kept.

The digest's example (its section 6.1, item 17): two corps hit, a
division at demoralization 1 and one at 2, 27 combat losses, 4 divisions
out of supply, a division eliminated this turn and a brigade the turn
before: 2 + 1 + 2 + 3 + 1 + 3 + 1 = 13, Panic.

$ adjutant --session m.adj -c 'new long-roads high-tide' > /dev/null; adjutant --session m.adj -c 'elimination union brigade'
Union brigade (cavalry, artillery or infantry, AoP or not) eliminated: +1 now, then +1, +0 to morale.union (LRTG 15.1)
  Army Morale (Union) now: 1 (+1 from eliminations)
  If it was of a corps (15.1 item 1: not AP, DC, WV, HF, PA or RR), count that corps in routed-corps.union this turn and the next two as well.

$ adjutant --session m.adj -c 'next random-events yes' > /dev/null; adjutant --session m.adj -c 'elimination union division' -c 'track routed-corps.union =2' -c 'track demoralized-1.union =1' -c 'track demoralized-2.union =1' -c 'track combat-losses.union =27' -c 'track oos-divisions.union =4' | grep -v 'Victory Points'
Union division eliminated: +3 now, then +2, +1 to morale.union (LRTG 15.1)
  Army Morale (Union) now: 4 (+4 from eliminations)
  If it was of a corps (15.1 item 1), count that corps in routed-corps.union this turn and the next two as well.
Corps with a unit routed or lately eliminated (union) 0 -> 2
Infantry divisions at demoralization level 1 (union) 0 -> 1
Infantry divisions at demoralization level 2 (union) 0 -> 1
Army Disorder now (union): morale 8 or more: Army Disorder, 1 off every attack combat roll of the Union's units until its morale is below 8 (LRTG 15.2)
Army Disorder has happened (union): the Union's army has fallen into Disorder: the first time is a Hooker Questioned event (16.2) (LRTG 15.2)
  Hooker Questioned 0 -> 1: The first Union Army Disorder: Hooker is questioned. (LRTG 16.2).
Combat losses (manpower points) (union) 0 -> 27
Army Panic now (union): morale 11 or more: Army Panic, 1 off every combat roll of the Union's units until its morale is below 11 (with Disorder's, 2 off its attack rolls) (LRTG 15.2)
Army Panic has happened (union): the Union's army has fallen into Panic (LRTG 15.2)
Out-of-supply divisions (union) 0 -> 4

$ adjutant --json --session m.adj -c status | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["tracks"]["morale.union"], d["tracks"]["morale.confederate"], d["fading"]); print(sorted(k for k, v in d["flags"].items() if v and k.split(".")[0] in ("disorder", "panic", "disorder-ever", "panic-ever", "flight")))'
13 0 {'morale.union': 4}
['disorder-ever.union', 'disorder.union', 'panic-ever.union', 'panic.union']

Disorder and Panic stack (the digest's item 25, our reading): at 13 the
army is in both, and status says so.

$ adjutant --session m.adj -c status | grep -E 'Morale \(Union\)|now \(union\)|fading|x1'
Army Morale (Union): 13
Army Disorder now (union): yes
Army Panic now (union): yes
Eliminations fading:
  Union brigade (cavalry, artillery or infantry, AoP or not) x1, turn 1 (Jun 3-5): +1 now, then +0 to morale.union
  Union division x1, turn 2 (Jun 6-8): +3 now, then +2, +1 to morale.union

The eliminations fade by themselves as turns pass: 13, then 11 (the
brigade 1 to 0, the division 3 to 2), then 10 and Panic is over, then 9
and the division is spent.  Panic and Disorder now follow; ever stays.

$ adjutant --session m.adj -c 'next random-events yes' | grep -E '^Army'; adjutant --session m.adj -c status | grep -E 'Morale \(Union\)|Panic now \(union\)|fading|x1'
Army Morale (Union): 11
Army Panic now (union): yes
Eliminations fading:
  Union division x1, turn 2 (Jun 6-8): +2 now, then +1 to morale.union

$ adjutant --session m.adj -c 'next random-events yes' | grep -E '^Army'; adjutant --session m.adj -c status | grep -E 'Morale \(Union\)|\(union\): yes|fading|x1'
Army Panic now (union): morale below 11: Army Panic is over (Disorder stays while it is 8 or more) (LRTG 15.2)
Army Morale (Union): 10
Army Disorder now (union): yes
Army Disorder has happened (union): yes
Army Panic has happened (union): yes
Eliminations fading:
  Union division x1, turn 2 (Jun 6-8): +1 now to morale.union

$ adjutant --session m.adj -c 'next random-events yes' > /dev/null; adjutant --session m.adj -c status | grep -E 'Morale \(Union\)|fading'
Army Morale (Union): 9

The players take the routed corps off: below 8, Disorder is over too;
that it happened is kept (for the VP of VII 7).

$ adjutant --session m.adj -c 'track routed-corps.union =0' | grep -v 'Victory Points'; adjutant --json --session m.adj -c status | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["tracks"]["morale.union"], sorted(k for k, v in d["flags"].items() if v and k.split(".")[0] in ("disorder", "panic", "disorder-ever", "panic-ever", "flight")))'
Corps with a unit routed or lately eliminated (union) 2 -> 0
Army Disorder now (union): morale below 8: Army Disorder is over (LRTG 15.2)
7 ['disorder-ever.union', 'panic-ever.union']

Each change of a flag is an event of the command that moved the morale,
its source the rules' row: the undo of that command takes it back.

$ adjutant --json --session m.adj -c 'log tracks' | python3 -c 'import json,sys; [print(e["text"], "|", e["source"]) for e in json.load(sys.stdin)["events"] if (e.get("source") or {}).get("id", "").startswith("disorder.")]'
Army Disorder now (union): morale 8 or more: Army Disorder, 1 off every attack combat roll of the Union's units until its morale is below 8 | {'kind': 'rule', 'table': 'track_follow', 'id': 'disorder.union', 'section': '15.2'}
Army Disorder now (union): morale below 8: Army Disorder is over | {'kind': 'rule', 'table': 'track_follow', 'id': 'disorder.union', 'section': '15.2'}

$ adjutant --session m.adj -c 'undo' | grep -E 'Disorder|routed'; adjutant --json --session m.adj -c status | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["tracks"]["morale.union"], d["flags"]["disorder.union"])'
...
9 True

The Confederate side counts double and quadruple its demoralized
divisions, its brigades, one per 5 losses and half its divisions out of
supply; its eliminations fade 6, 4, 2 (a division) and 2, 1, 1.

$ adjutant --session c.adj -c 'new long-roads high-tide' > /dev/null; adjutant --session c.adj -c 'track demoralized-1.confederate =1' -c 'track demoralized-2.confederate =1' -c 'track demoralized-brigades.confederate =1' -c 'track combat-losses.confederate =14' -c 'track oos-divisions.confederate =3' -c 'track morale.confederate' | tail -1
Army Morale (Confederate): 10 (LRTG 15.1)

$ adjutant --session c.adj -c 'elimination csa brigade' | head -2; adjutant --session c.adj -c 'next random-events yes' -c 'track morale.confederate' | tail -1
Confederate brigade (cavalry or infantry) eliminated: +2 now, then +1, +1 to morale.confederate (LRTG 15.1)
  Army Morale (Confederate) now: 12 (+2 from eliminations)
Army Morale (Confederate): 11 (LRTG 15.1)

Two more brigades bring it to 15 with divisions demoralized: the
Confederate army flees, a Union decisive victory at once.

$ adjutant --session c.adj -c 'elimination csa brigade 2' | grep -E 'now:|Flight|Game over'
  Army Morale (Confederate) now: 15 (+5 from eliminations)
Army Flight (confederate): morale 14 or more with an infantry division demoralized: the Army of Northern Virginia flees; the game ends at once in a Union decisive victory (LRTG 15.2)
Game over in turn 2 (Jun 6-8): Confederate Flight: Union Decisive Victory (LRTG 15.2).

Under the simplified supply option the out-of-supply divisions are not
read: the supply level's term stands in for them (24.6: level 2 and up
nothing, 1 adds 1, 0 adds 2, -1 adds 3), the term of the sum while the
level stands (the digest's item 22, our reading).

$ adjutant --session s.adj -c 'new long-roads high-tide +simplified-supply' > /dev/null; adjutant --session s.adj -c 'track oos-divisions.union =6' -c 'track morale.union' -c 'track supply.union =2' -c 'track morale.union' -c 'track supply.union =1' -c 'track morale.union' -c 'track supply.union =0' -c 'track morale.union' -c 'track supply.union =-1' -c 'track morale.union' -c 'track supply.confederate =0' -c 'track morale.confederate' | grep Morale
Army Morale (Union): 0 (LRTG 15.1)
Army Morale (Union): 0 (LRTG 15.1)
Army Morale (Union): 1 (LRTG 15.1)
Army Morale (Union): 2 (LRTG 15.1)
Army Morale (Union): 3 (LRTG 15.1)
Army Morale (Confederate): 2 (LRTG 15.1)

Without the option the same supply levels are not read (the track is
not there) and the out-of-supply divisions count: 6 / 3 = 2.

$ adjutant --session n.adj -c 'new long-roads high-tide' > /dev/null; adjutant --session n.adj -c 'track oos-divisions.union =6' -c 'track morale.union' | tail -1
Army Morale (Union): 2 (LRTG 15.1)

The flags follow the morale: set by hand they are refused.

$ adjutant --session m.adj -c 'track disorder.union =0'
Army Disorder now (union) follows the rules' test (:morale_union >= 8); change the tracks it reads instead
[1]

$ adjutant --session m.adj -c 'track morale.union =3'
...
[1]

`elimination` alone lists what fades now and the kinds; its bad words are
refused in one line each, recording nothing.

$ adjutant --session b.adj -c 'new long-roads high-tide' > /dev/null; adjutant --session b.adj -c elimination
Fading now:
  nothing
Kinds (`elimination SIDE KIND [N]`):
  union division: Union division, 3,2,1 to morale.union (LRTG 15.1)
  union brigade: Union brigade (cavalry, artillery or infantry, AoP or not), 1,1,0 to morale.union (LRTG 15.1)
  confederate division: Confederate division, 6,4,2 to morale.confederate (LRTG 15.1)
  confederate brigade: Confederate brigade (cavalry or infantry), 2,1,1 to morale.confederate (LRTG 15.1)

$ adjutant --session b.adj -c 'elimination union'
usage: elimination [SIDE KIND [N]] (e.g. elimination confederate division)
[1]

$ adjutant --session b.adj -c 'elimination prussia division'
"prussia" is not a side: expected confederate or union
[1]

$ adjutant --session b.adj -c 'elimination union corps'
"corps" is no kind of unit: expected brigade, division
[1]

$ adjutant --session b.adj -c 'elimination union division 0'
"0" is not a number of units: expected 1 to 99
[1]

$ adjutant --session b.adj -c 'elimination union division x2'
"x2" is not a number of units: expected 1 to 99
[1]

$ adjutant --session b.adj -c 'elimination union division 2 more'
usage: elimination [SIDE KIND [N]] (e.g. elimination confederate division)
[1]

$ adjutant --session b.adj -c 'log' | grep -c elimin
0
[1]

A game without fading amounts has no such command.

$ adjutant --session bd.adj -c 'new bloodiest-day historical' > /dev/null; adjutant --session bd.adj -c 'elimination union division'
elimination: Bloodiest Day: Antietam has no eliminations that fade
[1]

Flight: morale 14 or more is not enough alone; with an infantry division
demoralized the army flees (15.2), the other side's decisive victory.

$ adjutant --session f.adj -c 'new long-roads high-tide' > /dev/null; adjutant --session f.adj -c 'track routed-corps.union =5' -c 'elimination union division 3' | grep -E 'Morale|^Army Flight'
  Army Morale (Union) now: 14 (+9 from eliminations)

$ adjutant --session f.adj -c 'track demoralized-1.union =1' | grep -v 'Victory Points'
Infantry divisions at demoralization level 1 (union) 0 -> 1
Army Flight (union): morale 14 or more with an infantry division demoralized: the Army of the Potomac flees; the game ends at once in a Confederate decisive victory (LRTG 15.2)
Game over in turn 1 (Jun 3-5): Union Flight: Confederate Decisive Victory (LRTG 15.2).

$ adjutant --session f.adj -c status | tail -1; adjutant --json --session f.adj -c status | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["over"] if "over" in d else d.get("result"))'
Game over: Confederate Decisive Victory
...

$ adjutant --session f.adj -c victory | grep -E 'Flight:|Result'
  Early end: the Army of Northern Virginia takes Flight: morale 14 or more with an infantry division demoralized (flag flight.confederate) -> Confederate Flight: Union Decisive Victory (VIII 1)
  Early end: the Army of the Potomac takes Flight: morale 14 or more with an infantry division demoralized (flag flight.union) -> Union Flight: Confederate Decisive Victory (VIII 1)
Result: Confederate Decisive Victory

The first Union Disorder is a Hooker Questioned event (15.2, 16.2): the
counter goes up once; a Disorder again later raises nothing.

$ adjutant --session h.adj -c 'new long-roads high-tide' > /dev/null; adjutant --session h.adj -c 'track routed-corps.union =8' | grep -E 'Hooker|^Army Disorder now'
Army Disorder now (union): morale 8 or more: Army Disorder, 1 off every attack combat roll of the Union's units until its morale is below 8 (LRTG 15.2)
Army Disorder has happened (union): the Union's army has fallen into Disorder: the first time is a Hooker Questioned event (16.2) (LRTG 15.2)
  Hooker Questioned 0 -> 1: The first Union Army Disorder: Hooker is questioned. (LRTG 16.2).

$ adjutant --session h.adj -c 'track routed-corps.union =0' -c 'track routed-corps.union =9' | grep -E 'Hooker|^Army Disorder now'; adjutant --session h.adj -c 'track hooker-questioned'
Army Disorder now (union): morale below 8: Army Disorder is over (LRTG 15.2)
Army Disorder now (union): morale 8 or more: Army Disorder, 1 off every attack combat roll of the Union's units until its morale is below 8 (LRTG 15.2)
Hooker Questioned: 1 (LRTG 16.2)

The Confederate's Disorder raises no counter.

$ adjutant --session h.adj -c 'track routed-corps.confederate =8' | grep -c Hooker
0
[1]

$ adjutant --session h.adj -c 'track hooker-questioned'
Hooker Questioned: 1 (LRTG 16.2)
