/* The rules database image built from db/ (see the Makefile), linked into
 * the binary so the program needs no file beside it: in two parts, the
 * tables a command reads first and the rest (db/rules-first.txt). */
	.section .rodata
	.global adj_rules_image
	.global adj_rules_image_end
	.global adj_rules_rest
	.global adj_rules_rest_end
	.balign 16
adj_rules_image:
	.incbin RULES_FIRST
adj_rules_image_end:
	.byte 0
	.balign 16
adj_rules_rest:
	.incbin RULES_REST
adj_rules_rest_end:
	.byte 0
	.section .note.GNU-stack,"",@progbits
