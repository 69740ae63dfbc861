// Intentionally empty: the functions are static inline in include/CLingoAtomics.h.
