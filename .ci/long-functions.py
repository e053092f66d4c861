#!/usr/bin/env python3
# The house rule "functions under 60 lines" measured: lists every Swift function, initialiser and
# subscript longer than N lines (default 60; from its declaration to its closing brace) under a
# folder, longest first, and counts them. A function may stay longer with its reason written in
# a comment starting `long:` on the line above it (or up to four lines above). Usage:
#   python3 .ci/long-functions.py Sources [N]
#   python3 .ci/long-functions.py --check Sources   (make test: exits 1 when one has no reason)
import re, sys, os
check='--check' in sys.argv
args=[a for a in sys.argv[1:] if a!='--check']
N=int(args[1]) if len(args)>1 else 60
reasonComment=re.compile(r'//+\s*long:')
decl=re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|package|static|class|final|override|mutating|nonmutating|nonisolated|convenience|required|@\w+)\s+)*(func\s+[^\s(<]+|init\??|deinit|subscript)\b')
out=[]
for root,_,files in os.walk(args[0]):
    for f in files:
        if not f.endswith('.swift'): continue
        p=os.path.join(root,f); lines=open(p,encoding='utf-8',errors='replace').read().split('\n')
        i=0
        while i<len(lines):
            m=decl.match(lines[i])
            if m:
                depth=0; started=False; j=i
                while j<len(lines):
                    s=re.sub(r'"(?:\\.|[^"\\])*"','""',lines[j]); s=s.split('//')[0]
                    depth+=s.count('{')-s.count('}')
                    if depth>0: started=True
                    if started and depth<=0: break
                    if not started and (j>i+15 or (j>i and decl.match(lines[j+1] if j+1<len(lines) else ''))): break
                    j+=1
                if started:
                    n=j-i+1
                    if n>N:
                        reason=any(reasonComment.search(lines[k]) for k in range(max(0,i-4),i+1))
                        out.append((n,p,i+1,m.group(1),reason))
            i+=1
for n,p,l,name,r in sorted(out,reverse=True): print(f"{n:4d} {p}:{l} {name}{'  (reason given)' if r else ''}")
print("count:",len(out),"without reason:",sum(1 for o in out if not o[4]))
missing=[o for o in out if not o[4]]
if check and missing:
    print(f"error: {len(missing)} function(s) over {N} lines without a reason: split them, or write why one reads best whole in a `// long:` comment above it (the house rule, see docs/Developing.md)")
    sys.exit(1)
