import BubbleKit
print("bubbles")
