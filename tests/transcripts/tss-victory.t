# Terrible Swift Sword: victory by position.  Little Round Top (28.37) and
# Pickett's Charge (28.48 item 4) are decided by places the players judge
# held, recorded with `control`; nothing is claimed that was not recorded,
# and Little Round Top's loss rule (28.38, printed "3090": read 30%) moves
# the level from the tracks it keeps.

$ adjutant --session pc.adj -c 'new terrible-swift-sword picketts-charge' > /dev/null 2>&1; adjutant --session pc.adj -c status | tail -1
If it ended now: No Confederate victory (five adjacent Cemetery Ridge hexes not recorded as held) (TSS 28.48)

The place to record is listed with what holding it decides:

$ adjutant --session pc.adj -c control
  Places the victory conditions name (held by, and what holding decides):
  cemetery-ridge     (none)       Confederate: Confederate Victory (28.48)

$ adjutant --session pc.adj -c 'control cem confederate' -c status | sed -n '1p;$p'
Hex cemetery-ridge now held by confederate.
If it ended now: Confederate Victory (TSS 28.48)

The result follows the record, at the end too:

$ adjutant --session pc.adj -c 'control cemetery-ridge none' -c 'next interphase' > /dev/null; yes next | head -300 | adjutant --session pc.adj - 2>/dev/null | grep 'Game over'
Game over after turn 12 (1640 Jul 3): No Confederate victory (five adjacent Cemetery Ridge hexes not recorded as held) (TSS 28.48).

$ adjutant --session pc2.adj -c 'new terrible-swift-sword picketts-charge' > /dev/null 2>&1; adjutant --session pc2.adj -c 'control cemetery-ridge csa' > /dev/null; yes next | head -300 | adjutant --session pc2.adj - 2>/dev/null | grep 'Game over'
Game over after turn 12 (1640 Jul 3): Confederate Victory (TSS 28.48).

Little Round Top: with nothing recorded and even losses, a Draw.

$ adjutant --session lrt.adj -c 'new terrible-swift-sword little-round-top' > /dev/null 2>&1; adjutant --session lrt.adj -c victory | tail -2
  As recorded: Draw
If it ended now: Draw (TSS 28.37)

The Union on the hill with its line of communications: a Union Tactical
Victory.

$ adjutant --session lrt.adj -c 'control little-round-top union' -c victory | tail -2
  As recorded: Union Tactical Victory
If it ended now: Union Tactical Victory (TSS 28.37)

The Confederates lose 1,300 men and the Union 1,000: at least 30% more,
so the Union goes one level higher (28.38).

$ adjutant --session lrt.adj -c 'loss confederate infantry 13' -c 'loss union infantry 10' > /dev/null; adjutant --session lrt.adj -c victory | tail -4
  As recorded: Union Tactical Victory
  Losses 30% below the Confederate's (Union): the level moves 1 place down the list (TSS 28.38)
  After the moves: Union Decisive Victory
If it ended now: Union Decisive Victory (TSS 28.37)

$ adjutant --session lrt.adj -c status | grep 'Losses 30%'
Losses 30% below the Union's (Confederate): 0  (1: the Confederate goes one level higher (28.38))
Losses 30% below the Confederate's (Union): 1  (1: the Union goes one level higher (28.38))

One more Union point lost (1,300 to 1,100) and the margin is under 30%:

$ adjutant --session lrt.adj -c 'loss union infantry 1' > /dev/null; adjutant --session lrt.adj -c victory | tail -1
If it ended now: Union Tactical Victory (TSS 28.37)

The side with fewer losses, losing the position, comes up to a Draw: the
Confederates hold the hill, and lose 30% fewer men.

$ adjutant --session lrt2.adj -c 'new terrible-swift-sword little-round-top' > /dev/null 2>&1; adjutant --session lrt2.adj -c 'control little-round-top confederate' -c 'loss union infantry 20' -c 'loss confederate infantry 10' > /dev/null; adjutant --session lrt2.adj -c victory | tail -4
  As recorded: Confederate Tactical Victory
  Losses 30% below the Union's (Confederate): the level moves 1 place up the list (TSS 28.38)
  After the moves: Confederate Decisive Victory
If it ended now: Confederate Decisive Victory (TSS 28.37)

$ adjutant --session lrt3.adj -c 'new terrible-swift-sword little-round-top' > /dev/null 2>&1; adjutant --session lrt3.adj -c 'control little-round-top confederate' -c 'loss confederate infantry 20' -c 'loss union infantry 10' > /dev/null; adjutant --session lrt3.adj -c victory | tail -1
If it ended now: Draw (TSS 28.37)

No Demoralization here (28.38): no latch, however great the losses.

$ adjutant --session lrt3.adj -c 'loss confederate infantry 200' | grep -c Demoralized
0
[1]
