print("lingo-demo: not built yet")
