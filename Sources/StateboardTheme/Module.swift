// StateboardTheme: see DESIGN.md for what this module owns.
