# Terrible Swift Sword's artillery rounds (12.3): a battery firing spends
# one round of the AAAT; a side with none left may not fire its guns
# (12.32), so `ammo SIDE fire N` is refused past the last round, with
# nothing recorded, and the steps where its guns would fire say so.

The rulebook's example (12.31): 455 rounds at the start of a turn, 16
batteries fire, 439 are left.

$ adjutant --session t.adj -c 'new terrible-swift-sword third-day' > /dev/null 2>&1; adjutant --session t.adj -c 'track aaat.confederate =455' -c 'ammo csa fire 16' | tail -1
  AAAT (Confederate) 455 -> 439: batteries firing.

12.34's example: a battery of three guns captured costs nine rounds.

$ adjutant --session t.adj -c 'loss csa guns-captured 3' | grep AAAT
  AAAT (Confederate) 439 -> 430: guns captured, 3 guns.

One round left: one battery may fire, two may not.

$ adjutant --session t.adj -c 'track aaat.union =1' -c 'ammo union fire 2'
AAAT (Union) 445 -> 1
batteries firing for the Union: 1 round left on AAAT (Union), 2 needed: a battery with no round to spend may not fire; once the AAAT is empty the side's guns fire no more this scenario (TSS 12.32)
[1]

$ adjutant --session t.adj -c 'ammo union fire 1' | tail -1
  AAAT (Union) 1 -> 0: batteries firing.

$ adjutant --session t.adj -c 'ammo union fire'
batteries firing for the Union: 0 rounds left on AAAT (Union), 1 needed: a battery with no round to spend may not fire; once the AAAT is empty the side's guns fire no more this scenario (TSS 12.32)
[1]

Nothing of a refused command is recorded:

$ adjutant --session t.adj -c log | tail -1 | grep -c 'AAAT (Union) 1 -> 0: batteries firing'
1

A caisson still takes what is left (12.35):

$ adjutant --session t.adj -c 'ammo union caisson roll=1,2' | tail -1
  AAAT (Union) stays at 0: caisson check (at its end).

The steps where the Union's guns would fire say they may not; the
Confederate's, with rounds left, say nothing of it.

$ adjutant --session t.adj -c 'next first-bombard' -c 'next first-counter-battery' | grep -c 'no artillery rounds'
1

$ adjutant --session t.adj -c 'next first-defensive-fire' | grep 'no artillery rounds'
  The Union has no artillery rounds left on the AAAT: its guns may not fire.

Under the optional ammunition rule the AAAT holds the Supply Train's
rounds and each battery fires on its own (23.22): nothing of this is said.

$ adjutant --session o.adj -c 'new terrible-swift-sword third-day +advanced-ammo' > /dev/null 2>&1; adjutant --session o.adj -c 'next first-bombard' -c 'next first-counter-battery' | grep -c 'no artillery rounds'
0
[1]

A scenario with unlimited rounds counts none (12.3):

$ adjutant --session f.adj -c 'new terrible-swift-sword second-day' > /dev/null 2>&1; adjutant --session f.adj -c 'next first-counter-battery' | grep -c 'no artillery rounds'
0
[1]

The optional rule's worked examples (23.2).  23.22: a battery with four
rounds fires in a Counter-Battery Phase and has three; the AAAT, now the
Supply Train's reserve, is not touched.

$ adjutant --session a.adj -c 'new terrible-swift-sword third-day +advanced-ammo' > /dev/null 2>&1; adjutant --session a.adj -c 'register battery-supply add "K, 4 US" union 8' -c 'register battery k-4 rounds =4' -c 'register battery k-4 rounds -1'
“K, 4 US” added to the battery-supply register (Union).
“K, 4 US”, rounds: 8 -> 4 of 8.
“K, 4 US”, rounds: 4 -> 3 of 8.

$ adjutant --session a.adj -c 'ammo union fire 1'
batteries firing: each battery spends a round of its own Supply Strength: `register battery-supply NAME rounds -1` (TSS 23.22)
[1]

23.25: K Battery, 4th US, out of ammunition, is refilled from a train
holding 227 rounds: eight come off, 219 are left, and it has eight.

$ adjutant --session a.adj -c 'register battery k-4 rounds =0' -c 'track aaat.union =227' -c 'track aaat.union -8' -c 'register battery k-4 rounds +8' | tail -3
AAAT (Union) 110 -> 227
AAAT (Union) 227 -> 219
“K, 4 US”, rounds: 0 -> 8 of 8.

23.27: a battery with four rounds loses two guns to artillery fire, rolls
a 1 for its caisson and then a 2: two rounds, not six, so it has two.

$ adjutant --session a.adj -c 'register battery k-4 rounds =4' -c 'ammo union caisson roll=1,2' -c 'register battery k-4 rounds -2'
“K, 4 US”, rounds: 8 -> 4 of 8.
caisson check: on a 1, the second roll itself (not times three) comes off the battery's Supply Strength: `register battery-supply NAME rounds -N` (TSS 23.27)
“K, 4 US”, rounds: 4 -> 2 of 8.
[1]
