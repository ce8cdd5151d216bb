//! Pure chess rules (FIDE Laws): no web dependency here, ever.
