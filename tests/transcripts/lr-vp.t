# The Long Roads to Gettysburg's VP ledger (VII): every change of the net
# VP track is an entry with its source, turn and amount; `vp` groups them
# by source and the total is their sum.  The Brandy Station balance puts
# 10 on the track before play (27.6); manpower losses go through the loss
# ledger (VII 6); stations, structures and Stuart's Embarrassment are
# named entries the players record with `score` (VII 3, VII 4, 27.3); `track vp =N` is
# a manual entry.

$ adjutant --session v.adj -c 'new long-roads high-tide +brandy-station' > /dev/null 2>&1; adjutant --session v.adj -c 'vp'
Victory Points (net Confederate): 10, by source:
    +10  start of play (LRTG 27.6)
Total 10; the entries sum to 10.

$ adjutant --session v.adj -c 'track vp +5' -c 'loss union manpower 4' -c 'loss csa manpower 2'
Victory Points (net Confederate) 10 -> 15
Union loss: Manpower loss, 4 manpower points (LRTG VII 6):
  Victory Points (net Confederate) 15 -> 23: Manpower loss, 4 manpower points.
Confederate loss: Manpower loss, 2 manpower points (LRTG VII 6):
  Victory Points (net Confederate) 23 -> 17: Manpower loss, 2 manpower points.

Alexandria's station alone: 7 + 5 + 2 + 3 = 17 by the list of VII 3; the
text's example says 20, counting 10 for the Rappahannock line: the list
is followed over the example (the row's note says so).

$ adjutant --session v.adj -c 'score rr-rappahannock-1' -c 'score rr-front-royal-1' -c 'score rr-leesburg-1' -c 'score rr-alexandria'
1st station destroyed between Alexandria and Rappahannock Station:
  Victory Points (net Confederate) 17 -> 24: 1st station destroyed between Alexandria and Rappahannock Station (LRTG VII 3).
1st station destroyed between Alexandria and Front Royal:
  Victory Points (net Confederate) 24 -> 29: 1st station destroyed between Alexandria and Front Royal (LRTG VII 3).
1st station destroyed between Alexandria and Leesburg:
  Victory Points (net Confederate) 29 -> 31: 1st station destroyed between Alexandria and Leesburg (LRTG VII 3).
Alexandria station destroyed:
  Victory Points (net Confederate) 31 -> 34: Alexandria station destroyed (LRTG VII 3).

$ adjutant --session v.adj -c 'score rr-alexandria'
Alexandria station destroyed is already on the ledger: it counts once a game (LRTG VII 3)
[1]

Stuart's Embarrassment takes five VP a point of the score; a bridge
counts each time:

$ adjutant --session v.adj -c 'score stuart 2' -c 'score major-bridge 3'
Stuart's Embarrassment, per point of the score:
  Victory Points (net Confederate) 34 -> 24: Stuart's Embarrassment, per point of the score, 2 x -5 (LRTG 27.3).
other permanent major-river bridge destroyed:
  Victory Points (net Confederate) 24 -> 33: other permanent major-river bridge destroyed, 3 x +3 (LRTG VII 4).

The track set by hand is an entry of its own, by the difference:

$ adjutant --session v.adj -c 'next' > /dev/null; adjutant --session v.adj -c 'track vp =40' -c 'vp'
Victory Points (net Confederate) 33 -> 40
Victory Points (net Confederate): 40, by source:
    +10  start of play (LRTG 27.6)
    +12  by hand (track): turn 1 +5, turn 1 +7
     +2  loss: Manpower loss (LRTG VII 6): turn 1 +8, turn 1 -6
     +7  1st station destroyed between Alexandria and Rappahannock Station (LRTG VII 3): turn 1 +7
     +5  1st station destroyed between Alexandria and Front Royal (LRTG VII 3): turn 1 +5
     +2  1st station destroyed between Alexandria and Leesburg (LRTG VII 3): turn 1 +2
     +3  Alexandria station destroyed (LRTG VII 3): turn 1 +3
    -10  Stuart's Embarrassment, per point of the score (LRTG 27.3): turn 1 -10
     +9  other permanent major-river bridge destroyed (LRTG VII 4): turn 1 +9
Total 40; the entries sum to 40.

The JSON's total, the sum of its entries and the sum of its groups agree;
an undo takes its entry back with it:

$ adjutant --session v.adj --json -c 'vp' | jq -c '.ledger | [.total, .sum, (.groups | map(.amount) | add), (.groups | map(.entries | map(.amount) | add) | add)]'
[40,40,40,40]

$ adjutant --session v.adj -c 'undo' > /dev/null; adjutant --session v.adj --json -c 'vp' | jq -c '.ledger | [.total, .sum, .groups[1].amount, .groups[1].section]'
[33,33,5,null]

$ adjutant --session v.adj --json -c 'vp' | jq -c '.ledger.groups[2] | [.label, .section, .entries]'
["loss: Manpower loss","VII 6",[{"turn":1,"amount":8},{"turn":1,"amount":-6}]]

Without the option the start is 0:

$ adjutant --session w.adj -c 'new long-roads gettysburg-campaign' > /dev/null 2>&1; adjutant --session w.adj -c 'vp'
Victory Points (net Confederate): 0, by source:
     +0  start of play (LRTG VII)
Total 0; the entries sum to 0.

Bad input: each refused in one line, nothing recorded.

$ adjutant --session v.adj -c 'score nonesuch'
"nonesuch" is no named VP entry .*: expected rr-rappahannock-1, .*, stuart-embarrassment (re)
[1]

$ adjutant --session v.adj -c 'score major-bridge 0'
"0": expected how many, a whole number from 1 to 1000
[1]

$ adjutant --session v.adj -c 'score major-bridge x'
"x": expected how many, a whole number from 1 to 1000
[1]

$ adjutant --session v.adj -c 'score major-bridge 1001'
"1001": expected how many, a whole number from 1 to 1000
[1]

$ adjutant --session v.adj -c 'score white-house 2'
White House destroyed counts once a game: no count is typed (LRTG VII 4)
[1]

$ adjutant --session v.adj -c 'score wagon-train'
Confederate wagon train destroyed: only with the rule option +augmented-supply (LRTG VII 2)
[1]

$ adjutant --session v.adj -c 'score a b c'
usage: score ITEM [N] (`vp items` lists them) (e.g. score rr-bo-1)
[1]

$ adjutant --session v.adj -c 'score'
usage: score ITEM [N] (`vp items` lists them) (e.g. score rr-bo-1)
[1]

$ adjutant --session v.adj -c 'vp rr-bo-1'
"rr-bo-1": expected `items` or a track kept as a ledger; `score rr-bo-1` records a named entry
[1]

$ adjutant --session v.adj -c 'vp items x'
usage: vp [items] (`vp items` lists the named entries) (e.g. vp)
[1]

$ adjutant --session v.adj --json -c 'vp' | jq -c '.ledger | [.total, .sum]'
[33,33]

$ adjutant --session o.adj -c 'new longstreet-attacks round-tops' > /dev/null 2>&1; adjutant --session o.adj -c 'vp'
vp: Longstreet Attacks has no VP ledger
[1]

$ adjutant --session v.adj -c 'vp items' | head -3
Named entries (`score ITEM`, or `score ITEM N` for a score):
Railroad stations, Virginia:
  rr-rappahannock-1              +7  1st station destroyed between Alexandria and Rappahannock Station (LRTG VII 3)
