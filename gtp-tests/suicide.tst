# suicide.tst: multi-stone and single-stone suicide under each preset.
#
# What: on 5x5, Black A1 then White A2 B2 C1. Black B1 would leave the chain
# A1+B1 without a liberty and capture nothing: a two-stone suicide.
#     2  O O . . .
#     1  X . O . .
#        A B C D E
#   - allowed (1) where the rules allow multi-stone suicide: new_zealand,
#     tromp-taylor, ing, jasiek, jasiek-basic-ko, jasiek-equivalence. Played,
#     it removes A1 and B1 and gives White two prisoners.
#   - refused (0) under japanese and every preset without suicide: korean,
#     chinese, chinese-kgs, aga, wmsg, stone-scoring, jasiek-no-suicide,
#     jasiek-all.
# Single-stone suicide (Black A1 into White A2 and B1) is refused (0) under
# every preset: under the suicide-allowing ones because it recreates the board
# as it was before the play (positional superko, Tromp-Taylor rule 8 and the
# like), under the others because suicide is illegal.
# Also: a multi-stone suicide that recreates an earlier board is refused by
# positional superko (tromp-taylor) but not by natural situational superko
# (new_zealand) when the earlier board was created by the other player.
# Why: suicide is where rulesets differ most visibly in is_legal/genmove.

# ===== new_zealand: two-stone suicide allowed =====
boardsize 5
clear_board
kata-set-rules new_zealand
play black A1
play white A2
play white B2
play white C1
10 is_legal black B1
#? [1]

# Played: A1 and B1 are removed, White holds 2 prisoners, White to move.
play black B1
11 showboard
#? [\s*A B C D E\n 5  (\. ){5} 5\n 4  (\. ){5} 4\n 3  (\. ){5} 3\n 2  O O (\. ){3} 2\n 1  (\. ){2}O (\. ){2} 1\n\s*A B C D E\nrules new_zealand .*to move white; prisoners held: black 0 white 2.*]

# ===== tromp-taylor: two-stone suicide allowed =====
boardsize 5
clear_board
kata-set-rules tromp-taylor
play black A1
play white A2
play white B2
play white C1
20 is_legal black B1
#? [1]

# Played: A1 and B1 are removed, White holds 2 prisoners, White to move.
play black B1
21 showboard
#? [\s*A B C D E\n 5  (\. ){5} 5\n 4  (\. ){5} 4\n 3  (\. ){5} 3\n 2  O O (\. ){3} 2\n 1  (\. ){2}O (\. ){2} 1\n\s*A B C D E\nrules tromp-taylor .*to move white; prisoners held: black 0 white 2.*]

# ===== japanese: two-stone suicide refused =====
boardsize 5
clear_board
kata-set-rules japanese
play black A1
play white A2
play white B2
play white C1
30 is_legal black B1
#? [0]

# ===== ing: two-stone suicide allowed =====
boardsize 5
clear_board
kata-set-rules ing
play black A1
play white A2
play white B2
play white C1
40 is_legal black B1
#? [1]

# Played: A1 and B1 are removed, White holds 2 prisoners, White to move.
play black B1
41 showboard
#? [\s*A B C D E\n 5  (\. ){5} 5\n 4  (\. ){5} 4\n 3  (\. ){5} 3\n 2  O O (\. ){3} 2\n 1  (\. ){2}O (\. ){2} 1\n\s*A B C D E\nrules ing .*to move white; prisoners held: black 0 white 2.*]

# ===== jasiek: two-stone suicide allowed =====
boardsize 5
clear_board
kata-set-rules jasiek
play black A1
play white A2
play white B2
play white C1
50 is_legal black B1
#? [1]

# Played: A1 and B1 are removed, White holds 2 prisoners, White to move.
play black B1
51 showboard
#? [\s*A B C D E\n 5  (\. ){5} 5\n 4  (\. ){5} 4\n 3  (\. ){5} 3\n 2  O O (\. ){3} 2\n 1  (\. ){2}O (\. ){2} 1\n\s*A B C D E\nrules jasiek .*to move white; prisoners held: black 0 white 2.*]

# ===== jasiek-basic-ko: two-stone suicide allowed =====
boardsize 5
clear_board
kata-set-rules jasiek-basic-ko
play black A1
play white A2
play white B2
play white C1
60 is_legal black B1
#? [1]

# Played: A1 and B1 are removed, White holds 2 prisoners, White to move.
play black B1
61 showboard
#? [\s*A B C D E\n 5  (\. ){5} 5\n 4  (\. ){5} 4\n 3  (\. ){5} 3\n 2  O O (\. ){3} 2\n 1  (\. ){2}O (\. ){2} 1\n\s*A B C D E\nrules jasiek-basic-ko .*to move white; prisoners held: black 0 white 2.*]

# ===== jasiek-equivalence: two-stone suicide allowed =====
boardsize 5
clear_board
kata-set-rules jasiek-equivalence
play black A1
play white A2
play white B2
play white C1
70 is_legal black B1
#? [1]

# Played: A1 and B1 are removed, White holds 2 prisoners, White to move.
play black B1
71 showboard
#? [\s*A B C D E\n 5  (\. ){5} 5\n 4  (\. ){5} 4\n 3  (\. ){5} 3\n 2  O O (\. ){3} 2\n 1  (\. ){2}O (\. ){2} 1\n\s*A B C D E\nrules jasiek-equivalence .*to move white; prisoners held: black 0 white 2.*]

# ===== korean: two-stone suicide refused =====
boardsize 5
clear_board
kata-set-rules korean
play black A1
play white A2
play white B2
play white C1
80 is_legal black B1
#? [0]

# ===== chinese: two-stone suicide refused =====
boardsize 5
clear_board
kata-set-rules chinese
play black A1
play white A2
play white B2
play white C1
90 is_legal black B1
#? [0]

# ===== chinese-kgs: two-stone suicide refused =====
boardsize 5
clear_board
kata-set-rules chinese-kgs
play black A1
play white A2
play white B2
play white C1
100 is_legal black B1
#? [0]

# ===== aga: two-stone suicide refused =====
boardsize 5
clear_board
kata-set-rules aga
play black A1
play white A2
play white B2
play white C1
110 is_legal black B1
#? [0]

# ===== wmsg: two-stone suicide refused =====
boardsize 5
clear_board
kata-set-rules wmsg
play black A1
play white A2
play white B2
play white C1
120 is_legal black B1
#? [0]

# ===== stone-scoring: two-stone suicide refused =====
boardsize 5
clear_board
kata-set-rules stone-scoring
play black A1
play white A2
play white B2
play white C1
130 is_legal black B1
#? [0]

# ===== jasiek-no-suicide: two-stone suicide refused =====
boardsize 5
clear_board
kata-set-rules jasiek-no-suicide
play black A1
play white A2
play white B2
play white C1
140 is_legal black B1
#? [0]

# ===== jasiek-all: two-stone suicide refused =====
boardsize 5
clear_board
kata-set-rules jasiek-all
play black A1
play white A2
play white B2
play white C1
150 is_legal black B1
#? [0]

# ===== Single-stone suicide: Black A1 into White A2 and B1, every preset =====
boardsize 5
clear_board
play white A2
play white B1

# japanese: refused (no suicide).
kata-set-rules japanese
200 is_legal black A1
#? [0]

# korean: refused (no suicide).
kata-set-rules korean
201 is_legal black A1
#? [0]

# chinese: refused (no suicide).
kata-set-rules chinese
202 is_legal black A1
#? [0]

# chinese-kgs: refused (no suicide).
kata-set-rules chinese-kgs
203 is_legal black A1
#? [0]

# aga: refused (no suicide).
kata-set-rules aga
204 is_legal black A1
#? [0]

# new_zealand: refused (positional superko / single-stone suicide).
kata-set-rules new_zealand
205 is_legal black A1
#? [0]

# ing: refused (positional superko / single-stone suicide).
kata-set-rules ing
206 is_legal black A1
#? [0]

# tromp-taylor: refused (positional superko / single-stone suicide).
kata-set-rules tromp-taylor
207 is_legal black A1
#? [0]

# wmsg: refused (no suicide).
kata-set-rules wmsg
208 is_legal black A1
#? [0]

# stone-scoring: refused (no suicide).
kata-set-rules stone-scoring
209 is_legal black A1
#? [0]

# jasiek: refused (positional superko / single-stone suicide).
kata-set-rules jasiek
210 is_legal black A1
#? [0]

# jasiek-no-suicide: refused (no suicide).
kata-set-rules jasiek-no-suicide
211 is_legal black A1
#? [0]

# jasiek-basic-ko: refused (positional superko / single-stone suicide).
kata-set-rules jasiek-basic-ko
212 is_legal black A1
#? [0]

# jasiek-equivalence: refused (positional superko / single-stone suicide).
kata-set-rules jasiek-equivalence
213 is_legal black A1
#? [0]

# jasiek-all: refused (no suicide).
kata-set-rules jasiek-all
214 is_legal black A1
#? [0]

# ===== A multi-stone suicide that repeats an earlier board =====
# White A2 B2 C1 first, then Black A1 and (a second black play in a row, which
# GTP allows) Black B1: the suicide would leave exactly the board that White's
# C1 had created.
boardsize 5
clear_board
kata-set-rules tromp-taylor
play white A2
play white B2
play white C1
play black A1
# tromp-taylor: positional superko forbids recreating that board.
300 is_legal black B1
#? [0]

# new_zealand: natural situational superko only forbids a board Black itself
# created earlier; this one was created by White, so the suicide is legal.
kata-set-rules new_zealand
301 is_legal black B1
#? [1]

