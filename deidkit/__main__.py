from deidkit.cli import main

main()
