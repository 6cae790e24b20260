# Terrible Swift Sword's optional rules: each either does what it says,
# where the rules bite, or is refused where it is forbidden or would
# change nothing.  Arrivals that fall on a step a turn leaves out are said
# at that step's next turn played; a value worked out from the text's
# layout is said to be.

No BCE in the First Day (26.3); nothing is started:

$ adjutant --session f.adj -c 'new terrible-swift-sword first-day +bce'; ls f.adj 2>/dev/null | wc -l
+bce is not taken in this scenario: the BCE rule is not to be used in the First Day (TSS 26.3)
0

$ adjutant --session f.adj -c 'new terrible-swift-sword second-day +bce' | head -1
Option: Brigade Combat Effectiveness.

Stragglers are the three-day game's (20.6), Farnsworth's Charge Pickett's
Charge's (28.49):

$ adjutant --session s.adj -c 'new terrible-swift-sword second-day +stragglers'
+stragglers is for The Grand Battle Game: The Three Days of Gettysburg only (TSS 20.6)
[1]

$ adjutant --session s.adj -c 'new terrible-swift-sword third-day +farnsworth'
+farnsworth is for Pickett's Charge (optional special rules) only (TSS 28.49)
[1]

The non-historical reinforcements (29.3) arrive in the Second Day and the
Grand Battle only; elsewhere the option is refused:

$ for sc in first-day little-round-top third-day picketts-charge; do adjutant --session nh-$sc.adj -c "new terrible-swift-sword $sc +non-historical" 2>&1; done
+non-historical is not taken in this scenario: none of the optional reinforcements arrives within this scenario's turns (TSS 29.3)
+non-historical is not taken in this scenario: none of the optional reinforcements arrives within this scenario's turns (TSS 29.3)
+non-historical is not taken in this scenario: none of the optional reinforcements arrives within this scenario's turns (TSS 29.3)
+non-historical is not taken in this scenario: none of the optional reinforcements arrives within this scenario's turns (TSS 29.3)
[1]

Without the option the optional cavalry never comes; with it, it does:

$ adjutant --session h.adj -c 'new terrible-swift-sword second-day' > /dev/null 2>&1; adjutant --session h.adj -c setup | grep -c 'Optional (29.3)'
0
[1]

$ adjutant --session n.adj -c 'new terrible-swift-sword second-day +non-historical' > /dev/null 2>&1; adjutant --session n.adj -c setup | grep 'Optional (29.3)'
  1000 Jul 2 confederate: Optional (29.3): Robertson's and Jones' Cavalry Brigades (Stuart/Cav); B. Robertson, W. Jones at Staging Area 1 (29.1)
  1600 Jul 2 union: Optional (29.3): 2d Cavalry Division; D. Gregg, McIntosh, J. Gregg; 1 Supply Wagon at Staging Area 5 (29.2)

$ adjutant --session h.adj -c 'next first-move' -c 'next interphase' -c next -c 'next first-move' -c 'next interphase' -c next -c 'next first-move' -c 'next interphase' -c next -c 'next first-move' -c 'next interphase' -c next -c 'next first-move' -c 'next interphase' -c next -c 'next first-move' -c 'next interphase' -c next -c 'next first-move' | grep -c 'Robertson'
0
[1]

$ adjutant --session n.adj -c 'next first-move' -c 'next interphase' -c next -c 'next first-move' -c 'next interphase' -c next -c 'next first-move' -c 'next interphase' -c next -c 'next first-move' -c 'next interphase' -c next -c 'next first-move' -c 'next interphase' -c next -c 'next first-move' -c 'next interphase' -c next -c 'next first-move' | grep 'Robertson'
  Confederate: Optional (29.3): Robertson's and Jones' Cavalry Brigades (Stuart/Cav); B. Robertson, W. Jones at Staging Area 1 (TSS 29.1)

Pickett's Charge: Merritt's and Farnsworth's brigades, due at 1320 and
1340 in the cannonade that has no movement, come on at the 1500 movement,
said so.

$ adjutant --session p.adj -c 'new terrible-swift-sword picketts-charge' > /dev/null 2>&1; yes next | head -120 | adjutant --session p.adj - 2>/dev/null | grep -E 'Merritt|Farnsworth|^Turn 7 '
Turn 7 of 12 (1500 Jul 3) begins.
  Union: Merritt's Brigade (1st/Cav); K, 1 US Battery (Horse Artillery); Merritt at Staging Area 8 (TSS 29.2) (due 1320 Jul 3, when this step was left out)
  Union: Farnsworth's Brigade (3d/Cav); E, 1 US Battery (Horse Artillery); Kilpatrick, Farnsworth at Staging Area 6 (TSS 29.2) (due 1340 Jul 3, when this step was left out)

With Farnsworth's Charge (28.49) they are placed in Staging Area 7 at
1440 instead, and the Confederate releases brigades on map C: at once,
at 1540 and at 1600.

$ adjutant --session q.adj -c 'new terrible-swift-sword picketts-charge +farnsworth' > /dev/null 2>&1; yes next | head -200 | adjutant --session q.adj - 2>/dev/null | grep -E 'Merritt|Farnsworth|^Turn (6|9|10) '
Turn 6 of 12 (1440 Jul 3) begins.
  Union: Farnsworth's Charge: Farnsworth's and Merritt's Cavalry Brigades with Kilpatrick, placed anywhere in Staging Area 7; they move no further this turn, and the Union may leave them off altogether (TSS 28.49)
  Confederate: Farnsworth's Charge: release any two brigades on map C at once; released units stay on map C (TSS 28.49)
Turn 9 of 12 (1540 Jul 3) begins.
  Confederate: Farnsworth's Charge: release one more brigade on map C (TSS 28.49)
Turn 10 of 12 (1600 Jul 3) begins.
  Confederate: Farnsworth's Charge: release one more brigade on map C (TSS 28.49)

Stragglers (20.6): in the Grand Battle, one R-weapon strength point back
for every 2,000 men lost in the day's fighting, worked out on the tracks
and said at the 0300 turn; the count starts again at 0400.

$ adjutant --session g.adj -c 'new terrible-swift-sword grand-battle +stragglers' > /dev/null 2>&1; adjutant --session g.adj -c 'loss csa infantry 45' -c 'loss union captured-infantry 21' -c status | grep 'Stragglers back'
Stragglers back at 0300 (Confederate): 2  (strength points returned in the 0300 turn, if it came now)
Stragglers back at 0300 (Union): 1  (strength points returned in the 0300 turn, if it came now)

$ yes next | head -870 | adjutant --session g.adj - 2>/dev/null | grep -E '^Turn 4[56] |Stragglers|Losses at'
Turn 45 of 149 (0300 Jul 2) begins.
  Stragglers: the Confederate returns as many R-weapon strength points as Stragglers back at 0300 shows (status), one at most a unit, to units below strength or to bring back eliminated ones, placed with their parent command now.
  Stragglers: the Union returns as many R-weapon strength points as Stragglers back at 0300 shows (status), one at most a unit, to units below strength or to bring back eliminated ones, placed with their parent command now.
Turn 46 of 149 (0400 Jul 2) begins.
  Losses at this day's 0400 (Confederate) 0 -> 4500 (20.6)
  Losses at this day's 0400 (Union) 0 -> 2100 (20.6)

$ adjutant --session g.adj -c 'loss csa infantry 39' -c status | grep 'Stragglers back at 0300 (Confederate)'
Stragglers back at 0300 (Confederate): 1  (strength points returned in the 0300 turn, if it came now)

Without the option there is no such track and nothing is said:

$ adjutant --session g2.adj -c 'new terrible-swift-sword grand-battle' > /dev/null 2>&1; adjutant --session g2.adj -c status | grep -c Stragglers
0
[1]

Overshoot, battle fatigue and horse holders are said where they bite
when taken, and not otherwise:

$ adjutant --session o.adj -c 'new terrible-swift-sword third-day +overshoot +horse-holders' > /dev/null 2>&1; adjutant --session o.adj -c 'next first-bombard' -c 'next first-defensive-fire' | grep -cE '^  (Overshoot|Horse holders):'
3

$ adjutant --session o2.adj -c 'new terrible-swift-sword third-day' > /dev/null 2>&1; adjutant --session o2.adj -c 'next first-bombard' -c 'next first-defensive-fire' | grep -cE '^  (Overshoot|Horse holders):'
0
[1]

Slocum's arrival (1740, Staging Area 6) is read from stray figures near
his entry, not printed beside it: it says so.

$ adjutant --session g2.adj -c 'setup union' | grep Slocum
  1740 Jul 1 union: Slocum (XII) at Staging Area 6 (29.2) [worked out from the text, not printed beside it]

So are the other arrivals placed by where they stand among the text's
interleaved columns (1/Heth/III, Longstreet, the two 1120 entries in the
First Day):

$ adjutant --session fd.adj -c 'new terrible-swift-sword first-day' > /dev/null 2>&1; adjutant --session fd.adj -c setup | grep -c 'worked out from the text'
4

$ adjutant --session fd.adj -c setup | grep Longstreet
  1500 Jul 1 confederate: Longstreet (29.1) [worked out from the text, not printed beside it]

The same kind elsewhere: Longstreet Attacks' rebuild option (17.2) is said
where units rebuild, when taken, and not otherwise.

$ adjutant --session la.adj -c 'new longstreet-attacks round-tops +rebuild-option' > /dev/null 2>&1; adjutant --session la.adj -c 'next artillery-rally' | grep 'Rebuild option'
  Rebuild option: a unit that has come back from the Broken Track never rebuilds to its Fresh side; it stays Battleworn.

$ adjutant --session lb.adj -c 'new longstreet-attacks round-tops' > /dev/null 2>&1; adjutant --session lb.adj -c 'next artillery-rally' | grep -c 'Rebuild option'
0
[1]
