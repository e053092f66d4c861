print("stateboard")
