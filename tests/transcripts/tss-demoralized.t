# Terrible Swift Sword: Demoralization (22.3) says what it does at every
# step where it bites, and nothing of the kind under the optional BCE rule,
# where it only moves the level of victory (26.0; 28.28, 28.47, 28.53).
# Leader casualties (17.4) are asked for at every step with fire in it.

Without BCE: the Union over its 11,000 men (28.28) is Demoralized, and
each step where it may take a casualty says it routs on any casualty.

$ adjutant --session d.adj -c 'new terrible-swift-sword second-day' > /dev/null 2>&1; adjutant --session d.adj -c 'loss union infantry 111' | tail -1
Demoralized (union): over 11,000 men lost: its units rout on any casualty, it starts no melee, and the victory level moves one against it (TSS 28.28)

$ adjutant --session d.adj -c 'next first-bombard' -c 'next first-counter-battery' -c 'next first-move' -c 'next first-defensive-fire' -c 'next first-offensive-fire' -c 'next first-retreat' -c 'next first-melee' | grep -E '^First|Demoralized'
First Player-Turn: B. Offensive Artillery Bombardment Phase (TSS 4.1)
  The Union is Demoralized: a unit of it that takes a casualty from the bombardment routs at once, with no roll and no leader's help.
First Player-Turn: C. Defensive Counter-Battery Fire Phase (TSS 4.1)
First Player-Turn: D. Movement Phase (TSS 4.1)
First Player-Turn: E. Defensive Fire Phase (TSS 4.1)
First Player-Turn: F. Offensive Fire Phase (TSS 4.1)
  The Union is Demoralized: a unit of it that takes a casualty from this fire routs at once, with no roll and no leader's help.
First Player-Turn: G. Retreat Before Melee Phase (TSS 4.1)
  The Union is Demoralized: a unit of it that takes a casualty from withdrawal fire as it falls back routs at once, with no roll and no leader's help.
First Player-Turn: H. Melee Phase (TSS 4.1)
  The Union is Demoralized: a unit of it that takes a casualty in a melee routs at once, with no roll and no leader's help.

In its own player-turn: withdrawal fire as it moves, and no melee.

$ adjutant --session d.adj -c 'next second-move' -c 'next second-melee' | grep -E '^Second|Demoralized'
...
Second Player-Turn: D. Movement Phase (TSS 4.1)
  The Union is Demoralized: a unit of it that takes a casualty from withdrawal fire routs at once, with no roll and no leader's help.
...
Second Player-Turn: H. Melee Phase (TSS 4.1)
  The Union is Demoralized: it starts no melee.
  The Union is Demoralized: a unit of it that takes a casualty in a melee routs at once, with no roll and no leader's help.

With BCE the same loss makes the Union Demoralized for the level of
victory alone: no step says its units rout or start no melee.

$ adjutant --session b.adj -c 'new terrible-swift-sword second-day +bce' > /dev/null 2>&1; adjutant --session b.adj -c 'loss union infantry 111' | tail -1
Demoralized (union): over 11,000 men lost; under the BCE rule that only moves the victory level one against it (TSS 28.28)

$ adjutant --session b.adj -c 'next first-bombard' -c 'next first-move' -c 'next first-offensive-fire' -c 'next first-retreat' -c 'next first-melee' -c 'next second-move' -c 'next second-melee' | grep -c 'is Demoralized'
0
[1]

$ adjutant --session b.adj -c victory | grep 'Demoralized'
  Demoralized (union): the level moves 1 place up the list (TSS 22.35)

What BCE does is said instead, at the melee and where units rout (26.21):

$ adjutant --session b.adj -c 'next interphase' -c next -c 'next first-melee' | grep BCE
  BCE: no unit of a brigade that has lost its combat effectiveness (register bce) starts a melee.

In the Grand Battle the BCE effects begin with the 1700 turn of the first
day (26.3): not before.

$ adjutant --session g.adj -c 'new terrible-swift-sword grand-battle +bce' > /dev/null 2>&1; adjutant --session g.adj -c 'next first-melee' | grep -c BCE
0
[1]

A leader with a unit that lost points rolls for himself (17.4), at each
step with fire; the bombardment's losses are artillery fire.

$ adjutant --session l.adj -c 'new terrible-swift-sword third-day' > /dev/null 2>&1; adjutant --session l.adj -c 'next first-bombard' -c 'next first-move' -c 'next first-defensive-fire' | grep leader-casualty
  Each leader stacked with a unit that lost points to this fire rolls two dice: lookup leader-casualty "Artillery fire".
  Each leader stacked with a unit that lost points to withdrawal fire rolls two dice: lookup leader-casualty "Small-arms fire" or "Artillery fire".
  Each leader stacked with a unit that lost points to this fire rolls two dice: lookup leader-casualty "Small-arms fire" or "Artillery fire".

Pickett's cannonade routs nobody (28.48 item 1): a Demoralized side is
not told its units rout during it.

$ adjutant --session p.adj -c 'new terrible-swift-sword picketts-charge' > /dev/null 2>&1; adjutant --session p.adj -c 'track demoralized.union =1' -c 'next second-bombard' -c 'next interphase' -c next 2>&1 | grep -c 'routs at once'
0
[1]
